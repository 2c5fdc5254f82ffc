// Journey, once per shipped language (docs/translating.md): a browser set to that language logs
// in, creates a link with the `c` key, and opens its statistics, all in that language, with
// axe-core finding nothing serious on any page. The German journey also sets the account's own
// language, which wins over the browser's. The texts below are what a person reads in each
// language, written here on purpose rather than read from the catalogs.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, noDialog, registerOwner, waitForStatistics } from '../lib/journey.mjs';

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const LANGUAGES = [
  {
    code: 'en', locale: 'en-US', login: 'Log in', loginName: 'Username or e-mail', password: 'Password',
    overview: 'Overview', create: 'Create link', destination: 'Destination URL', submit: 'Create',
    settings: 'Settings', referrers: 'Referrers', statisticsTitle: 'Statistics | Linkhop',
  },
  {
    code: 'de', locale: 'de-DE', login: 'Anmelden', loginName: 'Benutzername oder E-Mail', password: 'Passwort',
    overview: 'Übersicht', create: 'Link erstellen', destination: 'Ziel-URL', submit: 'Erstellen',
    settings: 'Einstellungen', referrers: 'Verweisquellen', statisticsTitle: 'Statistik | Linkhop',
  },
  {
    code: 'fr', locale: 'fr-FR', login: 'Se connecter', loginName: 'Nom d’utilisateur ou e-mail', password: 'Mot de passe',
    overview: 'Vue d’ensemble', create: 'Créer un lien', destination: 'URL de destination', submit: 'Créer',
    settings: 'Paramètres', referrers: 'Référents', statisticsTitle: 'Statistiques | Linkhop',
  },
  {
    code: 'es', locale: 'es-ES', login: 'Iniciar sesión', loginName: 'Nombre de usuario o correo electrónico', password: 'Contraseña',
    overview: 'Resumen', create: 'Crear enlace', destination: 'URL de destino', submit: 'Crear',
    settings: 'Ajustes', referrers: 'Referentes', statisticsTitle: 'Estadísticas | Linkhop',
  },
  {
    code: 'zh-CN', locale: 'zh-CN', login: '登录', loginName: '用户名或电子邮件', password: '密码',
    overview: '概览', create: '创建链接', destination: '目标地址', submit: '创建',
    settings: '设置', referrers: '来源', statisticsTitle: '统计 | Linkhop',
  },
];

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious or critical axe violations on ${where}`);
}

for (const language of LANGUAGES) {
  journey(`in ${language.locale}: log in, create a link, open its statistics`, async ({ server, page }) => {
    await page.goto(`${server.base}/dash/login`);
    await page.getByRole('heading', { name: language.login, level: 1 }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), language.code);
    await noViolations(page, `the ${language.code} login page`);
    await page.getByLabel(language.loginName).fill(OWNER.username);
    await page.getByLabel(language.password, { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: language.login, exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/dash/overview');
    await page.getByRole('heading', { name: language.overview, level: 1 }).waitFor();
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: language.settings, exact: true }).waitFor();
    await noViolations(page, `the ${language.code} overview`);

    // The `c` key opens the create popup, as the shortcuts list says.
    await page.getByRole('heading', { name: language.overview, level: 1 }).click();
    await page.keyboard.press('c');
    const popup = page.getByRole('dialog', { name: language.create, exact: true });
    // The field by its role: other labels of the popup may contain its words
    // (zh-CN's "replace the destination's own values" checkbox does).
    await popup
      .getByRole('textbox', { name: language.destination })
      .fill(`https://example.com/${language.code}`);
    await noViolations(page, `the ${language.code} create popup`);
    await popup.getByRole('button', { name: language.submit, exact: true }).click();
    // The popup turns into "link created" with the new short URL; Escape closes it.
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('dialog').waitFor();
    await noViolations(page, `the ${language.code} link-created popup`);
    await page.keyboard.press('Escape');
    await noDialog(page);
    const listed = await page.evaluate(async () => (await (await fetch('/api/link/list')).json()).result.links);
    const link = listed.find((item) => item.destination.startsWith('https://example.com/'));
    assert.ok(link, JSON.stringify(listed));

    const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
    const visit = await fetch(`${server.base}/${link.slug}`, {
      headers: { 'User-Agent': AGENT, Referer: 'https://news.example.org/post' },
      redirect: 'manual',
    });
    assert.equal(visit.status, 302);
    await waitForStatistics(server.base, cookie, link.id, 1);
    await page.goto(`${server.base}/dash/links/${link.id}/stats`);
    await page.getByRole('heading', { name: language.referrers }).waitFor();
    await page.getByRole('rowheader', { name: 'news.example.org' }).waitFor();
    assert.equal(await page.title(), language.statisticsTitle);
    await noViolations(page, `the ${language.code} statistics page`);
    await screenshot(page, `language-${language.code}-statistics`);

    if (language.code === 'de') {
      // The account's own choice wins over the browser's, and follows it to a new page load.
      await page.goto(`${server.base}/dash/settings/profile`);
      await page.getByLabel('Sprache der Oberfläche').selectOption('fr');
      await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      const me = await api(server.base, 'GET', '/api/auth/me', undefined, cookie);
      assert.equal(me.json.result.language, 'fr');
    }
  }, { browser: { locale: language.locale }, env: { VISIT_FLUSH_MS: '100' }, setup: (server) => registerOwner(server.base) });
}
