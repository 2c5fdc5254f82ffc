// A real OpenID provider for the single sign-on tests: the certified
// `oidc-provider` package with one static client (authorization code flow,
// PKCE required, client_secret_basic) and a small login page of its own.
//
// The login page (GET /interaction/<uid>) asks for a username and, for the
// tests, the user's groups and e-mail address; submitting it logs that user
// in (the subject is "sub-<username>" unless a `sub` field is given) and the
// consent step is granted without a page. So a browser fills one form, and
// an API test posts the same form without a browser.
//
// Configuration from the environment:
//   CLIENT_ID, CLIENT_SECRET, REDIRECT_URI   the client (required)
//   PORT            port to listen on, default 0 (any free port)
//   ISSUER_HOST     host name in the issuer, default 127.0.0.1 (the browser
//                   test uses localhost, another site than Linkhop's)
//   ID_TOKEN_TTL    seconds an ID token is valid, default 3600
//   TOKEN_DELAY_MS  delay of every token endpoint answer, default 0: with a
//                   short ID_TOKEN_TTL the ID token arrives expired
// Prints one JSON line {"issuer": "http://127.0.0.1:<port>"} once listening.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const env = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === '') {
    if (fallback === undefined) throw new Error(`${name} is required`);
    return fallback;
  }
  return value;
};

const clientId = env('CLIENT_ID');
const clientSecret = env('CLIENT_SECRET');
const redirectUri = env('REDIRECT_URI');
const idTokenTtl = Number(env('ID_TOKEN_TTL', '3600'));
const tokenDelayMs = Number(env('TOKEN_DELAY_MS', '0'));

/** Users who logged in, by subject: their claims. */
const users = new Map();

const server = createServer();
await new Promise((done) => server.listen(Number(env('PORT', '0')), '127.0.0.1', done));
const issuer = `http://${env('ISSUER_HOST', '127.0.0.1')}:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['preferred_username', 'name', 'groups'],
  },
  async findAccount(_ctx, sub) {
    const user = users.get(sub);
    if (!user) return undefined;
    return { accountId: sub, claims: async () => ({ sub, ...user }) };
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  ttl: {
    IdToken: idTokenTtl,
    AccessToken: 600,
    AuthorizationCode: 60,
    Interaction: 600,
    Session: 600,
    Grant: 600,
  },
  cookies: { keys: ['linkhop-test-provider-cookie-key'] },
});

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider: sign in</title></head>
<body><h1>Test provider</h1>
<form method="post" action="/interaction/${escape(uid)}/login">
<label>Username <input name="login" autocomplete="off" required></label>
<label>Groups <input name="groups" autocomplete="off"></label>
<label>E-mail <input name="email" autocomplete="off"></label>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escape(uid)}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function formBody(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

async function interaction(req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  const { prompt, params, session, grantId } = details;
  if (action === 'abort') {
    return provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'The user cancelled',
    });
  }
  if (prompt.name === 'consent') {
    // Tests trust the client: grant what it asked for, without a page.
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    const saved = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId: saved } }, { mergeWithLastSubmission: true });
  }
  if (action === 'login' && req.method === 'POST') {
    const form = await formBody(req);
    const login = (form.get('login') || '').trim();
    if (!login) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end('username required');
    }
    const sub = (form.get('sub') || '').trim() || `sub-${login}`;
    const groups = (form.get('groups') || '')
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);
    const claims = { preferred_username: login, name: login, groups };
    // Empty: <login>@example.test; "none": no e-mail claim at all.
    const email = (form.get('email') || '').trim() || `${login}@example.test`;
    if (email !== 'none') Object.assign(claims, { email, email_verified: true });
    users.set(sub, claims);
    return provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  return res.end(loginPage(uid));
}

const handle = provider.callback();
server.on('request', async (req, res) => {
  const url = new URL(req.url, issuer);
  const match = url.pathname.match(/^\/interaction\/([^/]+)(?:\/(login|abort))?$/);
  try {
    if (match) return await interaction(req, res, match[1], match[2]);
    if (tokenDelayMs > 0 && url.pathname === '/token') {
      // The token is made now and delivered late.
      const end = res.end.bind(res);
      res.end = (...args) => {
        setTimeout(() => end(...args), tokenDelayMs);
        return res;
      };
    }
    return handle(req, res);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
