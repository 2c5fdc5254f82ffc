// The English catalog: the source every other language translates.
import { common } from './common';
import { app } from './app';
import { components } from './components';
import { shell } from './shell';
import { links } from './links';
import { stats } from './stats';
import { domains } from './domains';
import { users } from './users';
import { theme } from './theme';
import { settings } from './settings';
import { access } from './access';
import { about } from './about';
import { importExport } from './import-export';
import { auth } from './auth';
import { twoFactor } from './two-factor';
import { passkeys } from './passkeys';
import { webhooks } from './webhooks';
import { history } from './history';
import { audit } from './audit';
import { teams } from './teams';
import { apiErrors } from './api-errors';

export const en = {
  common,
  app,
  shell,
  components,
  links,
  stats,
  domains,
  users,
  theme,
  settings,
  access,
  about,
  importExport,
  auth,
  twoFactor,
  passkeys,
  webhooks,
  history,
  audit,
  teams,
  apiErrors,
};
