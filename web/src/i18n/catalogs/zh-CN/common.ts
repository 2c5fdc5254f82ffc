import type { Catalog } from '@/i18n/catalog';
import type { common as english } from '../en/common';

export const common: Catalog<typeof english> = {
  actions: {
    cancel: '取消',
    close: '关闭',
    save: '保存',
    delete: '删除',
    copy: '复制',
    copied: '已复制',
    edit: '编辑',
    retry: '重试',
    confirm: '确认',
  },
  loading: '加载中…',
  none: '—',
  unreachable: '无法连接到服务器。请检查网络连接后重试。',
  requestFailed: '请求失败（{{status}}）',
};
