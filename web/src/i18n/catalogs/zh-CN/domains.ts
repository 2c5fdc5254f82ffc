import type { Catalog } from '@/i18n/catalog';
import type { domains as english } from '../en/domains';

export const domains: Catalog<typeof english> = {
  title: '域名',
  table: {
    forbidden: '只有所有者和管理员可以管理域名。',
    heading: '短域名',
    loadFailed: '无法加载域名：{{message}}',
    loading: '正在加载域名…',
    columns: {
      domain: '域名',
      links: '链接',
      rootRedirect: '根路径重定向',
      notFoundRedirect: '未找到时重定向',
      expiredRedirect: '过期时重定向',
      standardAccounts: '标准账户',
      actions: '操作',
    },
    actionsFor: '{{name}} 的操作',
    default: '默认',
    serverDefault: '服务器默认',
    builtInPage: '内置页面',
    mayCreate: '可以创建链接',
    managersOnly: '仅限所有者和管理员',
    appLinks: '应用链接',
  },
  menu: {
    orphanVisits: '孤立访问',
    remove: '移除',
  },
  fields: {
    host: '主机',
    hostRule:
      '主机名，例如 go.example.com，可带端口（go.example.com:8443）。不要包含 http:// 和路径。',
    rootRedirect: {
      label: '根路径重定向',
      hint: '域名本身的地址（/）跳转到哪里。留空：使用服务器的首页重定向。',
    },
    notFoundRedirect: {
      label: '未找到时重定向',
      hint: '不存在的短链接跳转到哪里。留空：显示“链接未找到”页面。',
    },
    expiredRedirect: {
      label: '过期时重定向',
      hint: '没有单独设置过期地址的已过期或已用完的链接跳转到哪里。留空：显示“此链接已过期”页面。',
    },
    standardMayCreate: {
      label: '标准账户可以在此创建链接',
      hint: '否则只有所有者和管理员可以在此域名上创建链接。',
    },
  },
  appLinks: {
    toggle: '应用链接',
    appleAppSiteAssociation: {
      label: 'apple-app-site-association（iOS）',
      hint: 'iOS 通用链接：一个 JSON 对象，在 {{url}} 提供。留空：不提供。',
    },
    assetLinks: {
      label: 'assetlinks.json（Android）',
      hint: 'Android 应用链接：一个 JSON 数组，在 {{url}} 提供。留空：不提供。',
    },
    setByOwner: '此域名的应用链接由所有者设置。',
  },
  validation: {
    host: '请输入主机名，例如 go.example.com，不要包含 http:// 或路径。',
    redirect: '请输入以 http:// 或 https:// 开头的完整 URL，不能包含空格。',
    target: '请选择接收这些链接的域名。',
    appLinks: {
      json: '这不是有效的 JSON。',
      object: '请输入 JSON 对象：{ … }',
      array: '请输入 JSON 数组：[ … ]',
      tooLarge: 'JSON 最多 {{max}} 字节。',
    },
  },
  add: {
    title: '添加域名',
    description: '请先将该主机的 DNS 指向本服务器；域名添加后，其上的链接立即生效。',
    submit: '添加域名',
    added: '已添加域名 {{name}}',
  },
  edit: {
    title: '编辑 {{name}}',
    defaultDomain: '默认域名：所有账户都可以在其上创建链接。',
    hostFixed: '主机不可更改；如需更换，请移除此域名并添加新域名。',
    updated: '已更新域名 {{name}}',
  },
  remove: {
    title: '移除 {{name}}',
    description: '{{name}} 上的短链接将立即停止响应。',
    loadFailed: '无法加载域名：{{message}}',
    loading: '正在加载域名…',
    noLinks: '此域名上没有链接。',
    someLinks: '其上的链接',
    links_one: '其上的 {{number}} 个链接',
    links_other: '其上的 {{number}} 个链接',
    move: {
      label: '移动到其他域名',
      hint: '链接保留其短码、访问和统计。如果目标域名上已有相同短码，则不会移除任何内容。',
    },
    delete: {
      label: '删除这些链接',
      hint: '链接及其统计将被删除，且无法撤销。',
    },
    target: '移动到',
    submit: '移除域名',
    removed: '已移除域名 {{name}}',
  },
};
