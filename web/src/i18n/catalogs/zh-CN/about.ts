import type { Catalog } from '@/i18n/catalog';
import type { about as english } from '../en/about';

export const about: Catalog<typeof english> = {
  card: {
    title: '关于',
    version: '版本',
    links: '链接',
    accounts: '账户',
    domain: '域名',
  },
  stats: {
    label: '统计',
    links: '链接',
    accounts: '账户',
  },
  demo: '这是一个演示实例，功能有限，链接将在 10 分钟后删除。',
};
