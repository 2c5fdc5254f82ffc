import type { Catalog } from '@/i18n/catalog';
import type { passkeys as english } from '../en/passkeys';

export const passkeys: Catalog<typeof english> = {
  title: '通行密钥',
  intro: '使用设备的屏幕锁或安全密钥代替密码登录，或在输入密码后将通行密钥用作第二步验证。',
  unsupported: '此浏览器无法在此处使用通行密钥（需要 https:// 或 localhost）。',
  list: '通行密钥',
  empty: '还没有通行密钥。',
  newName: '新通行密钥的名称',
  newNamePlaceholder: '例如：笔记本电脑',
  add: '添加通行密钥',
  nameInvalid: '请为通行密钥命名：1 到 64 个字符。',
  confirmAdd: '请确认为此账户添加通行密钥。',
  added: '通行密钥已添加',
  addFailed: '无法添加通行密钥。',
  name: '通行密钥名称',
  usage: '添加时间：{{added}} · 上次使用：{{lastUsed}}',
  never: '从未',
  rename: '重命名',
  renamed: '通行密钥已重命名',
  remove: '移除',
  confirmRemove: '请确认移除通行密钥“{{name}}”。移除后将无法再用它登录。',
  removed: '通行密钥已移除',
};
