import type { Catalog } from '@/i18n/catalog';
import type { twoFactor as english } from '../en/two-factor';

export const twoFactor: Catalog<typeof english> = {
  card: {
    title: '双重验证',
    status: '状态：',
    on: '已开启',
    off: '已关闭',
    onHint: '登录和敏感操作需要输入身份验证器应用中的验证码。',
    offHint: '使用身份验证器应用（TOTP）为登录增加第二步验证。',
    enable: '开启双重验证',
    disable: '关闭双重验证',
    disabled: '双重验证已关闭',
  },
  gate: {
    title: '设置双重验证',
    body: '此实例要求你的账户启用双重验证。请设置身份验证器应用或通行密钥以继续。',
    logout: '退出登录',
  },
  enable: {
    title: '开启双重验证',
    description: '用身份验证器应用扫描二维码，或手动输入密钥，然后输入应用显示的验证码。',
    generating: '正在生成密钥…',
    qrCode: '身份验证器应用的二维码',
    secret: '密钥',
    submit: '开启',
  },
  disable: {
    title: '关闭双重验证',
    description: '输入身份验证器应用中的当前验证码以关闭双重验证。',
    submit: '关闭',
  },
  backupCodes: {
    title: '备用码',
    description:
      '如果丢失身份验证器，每个备用码可用于登录一次，并会关闭双重验证。备用码仅显示这一次：请妥善保存。',
    list: '备用码',
    copy: '复制备用码',
    copied: '备用码已复制',
    copyFailed: '无法复制',
    download: '下载备用码',
    done: '完成',
  },
  lost: {
    title: '验证码丢失？',
    description: '使用一个备用码。这会关闭双重验证并让你登录；之后可以在设置中重新开启。',
    backupCode: '备用码',
    submit: '恢复并登录',
    usernameRequired: '请输入用户名或电子邮件。',
    passwordRequired: '请输入密码。',
  },
};
