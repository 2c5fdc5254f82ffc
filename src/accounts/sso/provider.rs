//! The OpenID provider as Linkhop talks to it, through the `openidconnect`
//! crate: discovery (kept a few minutes), the authorization URL with PKCE,
//! `state` and `nonce`, the code exchange and the ID token's verification
//! (signature, issuer, audience, expiry, nonce), then the userinfo claims.

use super::SsoRefusal;
use crate::config::SsoSettings;
use base64::Engine;
use openidconnect::core::{
    CoreAuthenticationFlow, CoreClient, CoreErrorResponseType, CoreProviderMetadata,
};
use openidconnect::{
    AccessToken, AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce,
    OAuth2TokenResponse, PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, RequestTokenError,
    Scope, TokenResponse,
};
use serde_json::{Map, Value};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// How long discovery (endpoints and signing keys) is reused.
const METADATA_TTL: Duration = Duration::from_secs(300);
/// After a failed ID token check, keys newer than this are not fetched
/// again: a provider that rotated its keys is re-read at most this often.
const REFRESH_AFTER_FAILURE: Duration = Duration::from_secs(30);
/// Every request to the provider gives up after this long.
const PROVIDER_TIMEOUT: Duration = Duration::from_secs(10);

/// A login the provider is asked for: where to send the browser, and what
/// the callback needs to finish it.
pub struct Authorization {
    pub url: String,
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
}

/// Who the provider says logged in: its subject and every claim of the ID
/// token and of userinfo (userinfo's win, the subject is checked equal).
#[derive(Debug, Clone)]
pub struct ProviderLogin {
    pub subject: String,
    pub claims: Map<String, Value>,
}

pub struct SsoProvider {
    pub settings: SsoSettings,
    http: reqwest::Client,
    metadata: Mutex<Option<(Instant, CoreProviderMetadata)>>,
}

impl SsoProvider {
    pub fn new(settings: SsoSettings) -> anyhow::Result<Self> {
        // Redirects are not followed: a provider's endpoint answering with
        // one is an error, never a way to reach another address.
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(PROVIDER_TIMEOUT)
            .build()?;
        Ok(Self {
            settings,
            http,
            metadata: Mutex::new(None),
        })
    }

    fn issuer(&self) -> Result<IssuerUrl, SsoRefusal> {
        IssuerUrl::new(self.settings.issuer.clone())
            .map_err(|e| SsoRefusal::Provider(format!("issuer: {e}")))
    }

    /// The provider's metadata: cached, or discovered now when older than
    /// `max_age`.
    async fn metadata(&self, max_age: Duration) -> Result<CoreProviderMetadata, SsoRefusal> {
        let mut cached = self.metadata.lock().await;
        if let Some((at, metadata)) = cached.as_ref() {
            if at.elapsed() < max_age {
                return Ok(metadata.clone());
            }
        }
        let metadata = CoreProviderMetadata::discover_async(self.issuer()?, &self.http)
            .await
            .map_err(|e| SsoRefusal::Provider(format!("discovery: {}", error_chain(&e))))?;
        *cached = Some((Instant::now(), metadata.clone()));
        Ok(metadata)
    }

    fn client(
        &self,
        metadata: CoreProviderMetadata,
    ) -> Result<
        CoreClient<
            openidconnect::EndpointSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointNotSet,
            openidconnect::EndpointMaybeSet,
            openidconnect::EndpointMaybeSet,
        >,
        SsoRefusal,
    > {
        let redirect = RedirectUrl::new(self.settings.redirect_uri.clone())
            .map_err(|e| SsoRefusal::Provider(format!("redirect URI: {e}")))?;
        Ok(CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.settings.client_id.clone()),
            self.settings.client_secret.clone().map(ClientSecret::new),
        )
        .set_redirect_uri(redirect))
    }

    /// A new authorization request: fresh random state, nonce and PKCE
    /// verifier (S256), scopes `openid email profile`.
    pub async fn authorize(&self) -> Result<Authorization, SsoRefusal> {
        let client = self.client(self.metadata(METADATA_TTL).await?)?;
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let (url, state, nonce) = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("email".into()))
            .add_scope(Scope::new("profile".into()))
            .set_pkce_challenge(challenge)
            .url();
        Ok(Authorization {
            url: url.to_string(),
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier.secret().clone(),
        })
    }

    /// Exchanges the code (with the PKCE verifier), verifies the ID token
    /// against the nonce and reads the claims.
    pub async fn finish(
        &self,
        code: &str,
        pkce_verifier: &str,
        nonce: &str,
    ) -> Result<ProviderLogin, SsoRefusal> {
        let metadata = self.metadata(METADATA_TTL).await?;
        let client = self.client(metadata.clone())?;
        let exchange = client
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .map_err(|e| SsoRefusal::Provider(format!("token endpoint: {e}")))?
            .set_pkce_verifier(PkceCodeVerifier::new(pkce_verifier.to_owned()));
        let tokens = exchange
            .request_async(&self.http)
            .await
            .map_err(|error| match &error {
                // The provider refused this code: used already, expired or
                // not issued for this verifier and client.
                RequestTokenError::ServerResponse(answer)
                    if *answer.error() == CoreErrorResponseType::InvalidGrant =>
                {
                    SsoRefusal::CodeRejected
                }
                _ => SsoRefusal::Provider(format!("code exchange: {}", error_chain(&error))),
            })?;
        let id_token = tokens.id_token().ok_or(SsoRefusal::InvalidIdToken(
            "the token answer has no ID token".into(),
        ))?;
        let nonce = Nonce::new(nonce.to_owned());
        let verified = match id_token.claims(&client.id_token_verifier(), &nonce) {
            Ok(claims) => Ok(claims.subject().to_string()),
            Err(first) => {
                // Perhaps new signing keys: read them again, at most so often.
                let fresh = self.metadata(REFRESH_AFTER_FAILURE).await?;
                let client = self.client(fresh)?;
                let verifier = client.id_token_verifier();
                let again = id_token
                    .claims(&verifier, &nonce)
                    .map(|claims| claims.subject().to_string())
                    .map_err(|_| first);
                again
            }
        };
        let subject = verified.map_err(|e| SsoRefusal::InvalidIdToken(error_chain(&e)))?;
        let mut claims = jwt_payload(&id_token.to_string())?;
        if let Some(endpoint) = metadata.userinfo_endpoint() {
            let userinfo = self
                .userinfo(endpoint.url().as_str(), tokens.access_token())
                .await?;
            if userinfo.get("sub").and_then(Value::as_str) != Some(subject.as_str()) {
                return Err(SsoRefusal::InvalidIdToken(
                    "userinfo names another subject".into(),
                ));
            }
            claims.extend(userinfo);
        }
        Ok(ProviderLogin { subject, claims })
    }

    /// The userinfo endpoint's JSON claims.
    async fn userinfo(
        &self,
        endpoint: &str,
        token: &AccessToken,
    ) -> Result<Map<String, Value>, SsoRefusal> {
        let failed = |e: &dyn std::error::Error| {
            SsoRefusal::Provider(format!("userinfo: {}", error_chain(e)))
        };
        let answer = self
            .http
            .get(endpoint)
            .bearer_auth(token.secret())
            .header(reqwest::header::ACCEPT, "application/json")
            .send()
            .await
            .map_err(|e| failed(&e))?
            .error_for_status()
            .map_err(|e| failed(&e))?;
        let body = answer.bytes().await.map_err(|e| failed(&e))?;
        match serde_json::from_slice(&body) {
            Ok(Value::Object(claims)) => Ok(claims),
            _ => Err(SsoRefusal::Provider(
                "userinfo: the answer is not a JSON object".into(),
            )),
        }
    }
}

/// The claims of a JWT whose signature was verified already.
fn jwt_payload(jwt: &str) -> Result<Map<String, Value>, SsoRefusal> {
    let invalid = || SsoRefusal::InvalidIdToken("unreadable claims".into());
    let payload = jwt.split('.').nth(1).ok_or_else(invalid)?;
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload.trim_end_matches('='))
        .map_err(|_| invalid())?;
    match serde_json::from_slice(&bytes) {
        Ok(Value::Object(claims)) => Ok(claims),
        _ => Err(invalid()),
    }
}

/// An error and its causes on one line, for the logs.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
