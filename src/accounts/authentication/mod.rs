//! Who is calling (docs/accounts.md): one `authenticate` for every
//! credential a request can carry — the account's API secret, a named API
//! token, a session cookie, automatic login in single-user mode — judged
//! against the route's [`AccessRule`], then the two-factor policy's hold.
//! The HTTP layer reads the credentials from the request and sets the
//! cookie of a session started here; everything else is decided here.

mod automatic;
mod last_used;
mod refusal;

pub use last_used::LastUsed;
pub use refusal::AuthRefusal;

use super::api_tokens::hash_api_token;
use super::sessions::{session_seconds, NewSession};
use super::{AccountError, Accounts};
use crate::domain::access::{looks_like_api_token, Scopes};
use crate::domain::access_rule::{AccessRule, TokenRule};
use crate::domain::teams::TeamGrant;
use crate::domain::text::is_storable;
use crate::domain::time::now_millis;
use crate::domain::tokens::hash_session_token;
use crate::store::{AccountRecord, SessionOrigin, Store};
use automatic::AutomaticSession;

/// An API secret as the request carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SecretInput {
    None,
    Given(String),
    /// A body `secret` that is not a string: always an invalid secret.
    Invalid,
}

/// The credentials of one request, as the HTTP layer read them.
pub struct Presented {
    /// From the body's `secret` or the `Authorization` header: the
    /// account's API secret or a named API token.
    pub secret: SecretInput,
    /// The session cookie's token.
    pub session_token: Option<String>,
    /// Set when the request may be logged in automatically (single-user
    /// mode, no other credential, and nothing says it came from another
    /// site): what a session started for it is started from.
    pub automatic_login: Option<SessionOrigin>,
}

/// The API token a caller authenticated with.
#[derive(Debug, Clone)]
pub struct TokenGrant {
    pub id: String,
    /// Its name, as link history records it.
    pub name: String,
    pub scopes: Scopes,
    /// The team it acts for: it reaches that team's links only.
    pub team: Option<String>,
}

/// The authenticated account, and the session or API token used, if any
/// (neither: the API secret).
#[derive(Debug, Clone)]
pub struct Caller {
    pub account: AccountRecord,
    pub session_hash: Option<String>,
    pub token: Option<TokenGrant>,
    /// The teams a standard account belongs to, with its role in each
    /// (docs/teams.md); the owner and admins reach every team by their
    /// role, so theirs are not read.
    pub teams: Vec<TeamGrant>,
}

impl Caller {
    pub fn id(&self) -> &str {
        &self.account.id
    }

    /// Reads the teams of a standard account.
    pub async fn read_teams(&mut self, store: &Store) -> Result<(), AccountError> {
        if self.account.role() == crate::domain::accounts::Role::Standard {
            self.teams = store.teams_of_account(&self.account.id).await?;
        }
        Ok(())
    }
}

/// A caller, and the session automatic login handed it (whose cookie the
/// answer must carry).
pub struct Authenticated {
    pub caller: Caller,
    pub started: Option<NewSession>,
}

/// Authentication's own state: the single-user session, when credentials
/// were last used, and the settings it reads.
pub struct Authenticator {
    last_used: LastUsed,
    automatic: AutomaticSession,
    /// SOLE_USER: the account automatic login may log in.
    sole_user: Option<String>,
    session_seconds: i64,
}

impl Authenticator {
    pub fn new(sole_user: Option<String>, demo: bool) -> Self {
        Self {
            last_used: LastUsed::default(),
            automatic: AutomaticSession::default(),
            sole_user,
            session_seconds: session_seconds(demo),
        }
    }

    /// Whether automatic login is on (SOLE_USER is set).
    pub fn single_user(&self) -> bool {
        self.sole_user.is_some()
    }

    /// Starts a session for an account that just proved who it is.
    pub async fn start_session(
        &self,
        store: &Store,
        account_id: &str,
        origin: &SessionOrigin,
        method: &'static str,
    ) -> Result<NewSession, AccountError> {
        Accounts::new(store)
            .start_session(account_id, origin, self.session_seconds, method)
            .await
    }

    /// The caller behind `presented` on a route of `rule`. A named API token
    /// is judged by the rule's token part whatever else the route takes; an
    /// API secret gets 403 where only sessions are; a cookie session, or the
    /// one automatic login hands out, is then checked against the
    /// two-factor policy unless the route is open during its set-up.
    pub async fn authenticate(
        &self,
        store: &Store,
        presented: Presented,
        rule: &AccessRule,
    ) -> Result<Authenticated, AccountError> {
        let mut authenticated = self.identify(store, presented, rule).await?;
        authenticated.caller.read_teams(store).await?;
        Ok(authenticated)
    }

    async fn identify(
        &self,
        store: &Store,
        presented: Presented,
        rule: &AccessRule,
    ) -> Result<Authenticated, AccountError> {
        let refused = |refusal| Err(AccountError::Auth(refusal));
        match presented.secret {
            SecretInput::None => {}
            SecretInput::Given(token) if looks_like_api_token(&token) => {
                let caller = self.token_caller(store, &token, rule).await?;
                return Ok(Authenticated {
                    caller,
                    started: None,
                });
            }
            _ if !rule.secret => return refused(AuthRefusal::SecretNotAccepted),
            SecretInput::Invalid => return refused(AuthRefusal::InvalidSecret),
            SecretInput::Given(secret) if !is_storable(&secret) => {
                return refused(AuthRefusal::InvalidSecret)
            }
            SecretInput::Given(secret) => {
                return match store.find_account_by_secret(&secret).await? {
                    Some(account) => Ok(Authenticated {
                        caller: Caller {
                            account,
                            session_hash: None,
                            token: None,
                            teams: Vec::new(),
                        },
                        started: None,
                    }),
                    None => refused(AuthRefusal::InvalidSecret),
                };
            }
        }
        let mut started = None;
        let caller = match presented.session_token {
            Some(token) => {
                let hash = hash_session_token(&token);
                match store.find_account_by_session(&hash, now_millis()).await? {
                    Some(account) => Caller {
                        account,
                        session_hash: Some(hash),
                        token: None,
                        teams: Vec::new(),
                    },
                    None => return refused(AuthRefusal::InvalidSession),
                }
            }
            None => match self
                .automatic_login(store, presented.automatic_login)
                .await?
            {
                Some((account, session)) => {
                    let caller = Caller {
                        account,
                        session_hash: Some(session.hash.clone()),
                        token: None,
                        teams: Vec::new(),
                    };
                    started = Some(session);
                    caller
                }
                None => return refused(AuthRefusal::NoCredential),
            },
        };
        self.check_session(store, &caller, rule).await?;
        Ok(Authenticated { caller, started })
    }

    /// The caller behind API token `token` on a route of `rule`: refused
    /// when the token is unknown, expired, revoked or of a disabled
    /// account, when the route takes no token, or when it needs a scope the
    /// token lacks (or its account's role no longer allows).
    pub async fn token_caller(
        &self,
        store: &Store,
        token: &str,
        rule: &AccessRule,
    ) -> Result<Caller, AccountError> {
        let now = now_millis();
        let Some((record, account)) = store.find_api_token(&hash_api_token(token), now).await?
        else {
            return Err(AccountError::Auth(AuthRefusal::InvalidToken));
        };
        let scopes = Scopes::from_stored(&record.scopes);
        match rule.token {
            TokenRule::Refused => return Err(AccountError::Auth(AuthRefusal::TokenNotAccepted)),
            TokenRule::AnyScope => {}
            TokenRule::Needs(scope) => {
                if !scopes.contains(scope) || !scope.allowed_for(account.role()) {
                    return Err(AccountError::Auth(AuthRefusal::InsufficientScope(scope)));
                }
            }
        }
        if self.last_used.due(&record.id, now) {
            store.touch_api_token(&record.id, now).await?;
        }
        Ok(Caller {
            account,
            session_hash: None,
            token: Some(TokenGrant {
                id: record.id,
                name: record.name,
                scopes,
                team: record.team_id,
            }),
            teams: Vec::new(),
        })
    }

    /// Records a cookie session's use, then holds the account back while
    /// the two-factor policy asks it for a second factor it lacks, except
    /// on the routes that setting one up needs.
    async fn check_session(
        &self,
        store: &Store,
        caller: &Caller,
        rule: &AccessRule,
    ) -> Result<(), AccountError> {
        if let Some(hash) = &caller.session_hash {
            let now = now_millis();
            if self.last_used.due(hash, now) {
                store.touch_session(hash, now).await?;
            }
        }
        if rule.during_setup {
            return Ok(());
        }
        Accounts::new(store).refuse_while_held(caller).await
    }

    /// Single-user mode (docs/api.md#automatic-login): SOLE_USER, when that
    /// account allows it, with the session held for such requests.
    async fn automatic_login(
        &self,
        store: &Store,
        origin: Option<SessionOrigin>,
    ) -> Result<Option<(AccountRecord, NewSession)>, AccountError> {
        let (Some(sole_user), Some(origin)) = (self.sole_user.as_deref(), origin) else {
            return Ok(None);
        };
        let Some(account) = Accounts::new(store)
            .automatic_login_account(sole_user)
            .await?
        else {
            return Ok(None);
        };
        let session = self
            .automatic
            .session_for(store, &account.id, &origin, self.session_seconds)
            .await?;
        Ok(Some((account, session)))
    }
}

/// Refused while the two-factor policy holds the caller's account back.
/// Routes open during the set-up call it before handing out anything that
/// would skip it (a new API secret).
impl Accounts<'_> {
    pub async fn refuse_while_held(&self, caller: &Caller) -> Result<(), AccountError> {
        if self.must_set_up_second_factor(&caller.account).await? {
            return Err(AccountError::Auth(AuthRefusal::TwoFactorSetupRequired));
        }
        Ok(())
    }
}
