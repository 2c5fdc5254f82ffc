import type { Catalog } from '@/i18n/catalog';
import type { app as english } from '../en/app';

export const app: Catalog<typeof english> = {
  titles: {
    settings: '设置',
    login: '登录',
    register: '注册',
    domains: '域名',
    orphanVisits: '孤立访问',
    statistics: '统计',
    notFound: '页面未找到',
    webhook: 'Webhook',
    deleted: '最近删除',
    audit: '审计日志',
    teams: '团队',
  },
  notFound: {
    title: '页面未找到',
    body: '此地址没有对应的仪表盘页面。',
    back: '前往概览',
  },
  settings: {
    navigation: '设置分区',
    section: '分区',
    sections: {
      profile: '个人资料',
      security: '安全',
      api: 'API 访问',
      webhooks: 'Webhook',
      data: '导入与导出',
      instance: '实例',
      about: '关于',
    },
    instance: {
      title: '用户与域名',
      elsewhere: '账户和短域名有各自的页面。',
      ownerOnly: '只有所有者可以更改双重验证策略。',
      managersOnly: '只有所有者和管理员可以管理此实例。',
      users: '管理用户',
      domains: '管理域名',
    },
  },
  shortcuts: {
    title: '键盘快捷键',
    search: '聚焦搜索框',
    create: '创建链接',
    help: '显示此列表',
    close: '关闭弹窗',
  },
};
