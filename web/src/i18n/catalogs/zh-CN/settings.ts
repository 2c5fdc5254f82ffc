import type { Catalog } from '@/i18n/catalog';
import type { settings as english } from '../en/settings';

export const settings: Catalog<typeof english> = {
  language: {
    title: '语言',
    label: '界面语言',
    hint: '在你登录的每个浏览器中生效。“浏览器语言”会跟随各浏览器自身的设置。',
    browser: '浏览器语言',
    saved: '语言已保存',
    failed: '无法保存语言',
  },
};
