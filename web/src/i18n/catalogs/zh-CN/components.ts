import type { Catalog } from '@/i18n/catalog';
import type { components as english } from '../en/components';

export const components: Catalog<typeof english> = {
  popup: {
    okay: '确定',
  },
  fields: {
    username: '用户名',
    email: '电子邮件',
    password: '密码',
    loginName: '用户名或电子邮件',
    totp: '验证码',
    serverRejected: '服务器不接受此值。',
  },
  rules: {
    username: '3–20 个字符：字母、数字、点和下划线；不能以点或下划线开头或结尾。',
    email: '有效的电子邮件地址，最多 254 个字符。',
    password:
      '12–256 个字符，至少包含一个小写字母、一个大写字母、一个数字和一个符号；不能包含空格。',
    destination: '必须以 http:// 或 https:// 开头，且不能包含空格（最多 4096 个字符）。',
    slug: '可选。1–100 个字母、数字、连字符、下划线或点，不能以点开头。留空则随机生成。',
    totp: '身份验证器应用中的 6 位验证码。',
    backupCode: '启用双重验证时保存的 12 位备用码之一。',
  },
  validation: {
    username: '此用户名不符合上述规则。',
    email: '请输入有效的电子邮件地址。',
    password: '此密码不符合上述规则。',
    destinationRequired: '请输入目标地址。',
    destination: '请输入以 http:// 或 https:// 开头的完整 URL，且不能包含空格。',
    slug: '请使用 1–100 个字母、数字、连字符、下划线或点，不能以点开头。',
    slugReserved: '该短码已被保留，请另选一个。',
    totp: '请输入身份验证器应用中的 6 位验证码。',
    backupCode: '备用码由 12 个字母和数字组成。',
    required: '请输入{{label}}。',
  },
  secret: {
    errorTitle: '生成新的 API 密钥时出错',
  },
  passkeys: {
    cancelled: '通行密钥请求已取消或超时。',
    failed: '通行密钥请求失败。',
    loginFailed: '使用通行密钥登录失败。',
  },
  domains: {
    defaultName: '默认域名',
    defaultChoice: '{{name}}（默认）',
  },
};
