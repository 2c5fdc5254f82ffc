import type { Catalog } from '@/i18n/catalog';
import type { shell as english } from '../en/shell';

export const shell: Catalog<typeof english> = {
  skipLink: '跳到主要内容',
  navigation: {
    label: '主导航',
    overview: '概览',
    deleted: '最近删除',
    teams: '团队',
    domains: '域名',
    users: '用户',
    audit: '审计日志',
    settings: '设置',
  },
  account: {
    loggedInAs: '当前登录：<strong>{{username}}</strong>',
    logout: '退出登录',
  },
  routeError: {
    title: '出错了',
    body: '无法显示此页面。重新加载通常可以解决。',
    reload: '重新加载',
  },
};
