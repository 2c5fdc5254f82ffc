//! The small server-rendered pages of links with controls: expired, not
//! active yet, and the password form. No script, nothing of the link shown
//! (not even its title), and headers that forbid framing, sniffing,
//! caching, indexing and any resource but their own inline style.

use axum::body::Body;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;

/// `X-Robots-Tag`, named once (a constant costs no parsing per answer).
pub const X_ROBOTS_TAG: header::HeaderName = header::HeaderName::from_static("x-robots-tag");

// No `form-action`: browsers apply it to the redirect that follows the password
// form too, so 'self' would block the right password from reaching an
// external destination. Cross-site posts are refused by the form token and the
// Origin check instead, and these pages carry no content of anyone's.
const CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; \
     frame-ancestors 'none'; base-uri 'none'";

const STYLE: &str = "body{font-family:system-ui,sans-serif;max-width:26rem;margin:15vh auto;\
     padding:0 1rem;color:#222;background:#fafafa}h1{font-size:1.4rem}\
     input,button{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;margin:.3rem 0}\
     p.error{color:#b00020}@media(prefers-color-scheme:dark){body{color:#eee;background:#181818}}";

fn page(status: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title}</title>\
         <style>{STYLE}</style></head><body><main><h1>{title}</h1>{body}</main></body></html>"
    );
    let mut response = Response::new(Body::from(html));
    *response.status_mut() = status;
    protect(response.headers_mut());
    response
}

/// The headers of every page here (and of the answers that set cookies).
pub fn protect(headers: &mut axum::http::HeaderMap) {
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
}

/// 410: past its expiry or its visit limit, and no `expiredUrl`.
pub fn expired() -> Response {
    page(
        StatusCode::GONE,
        "This link has expired",
        "<p>The link you followed is no longer available.</p>",
    )
}

/// 404: before its `validFrom`.
pub fn not_yet_valid() -> Response {
    page(
        StatusCode::NOT_FOUND,
        "This link is not active yet",
        "<p>The link you followed does not lead anywhere yet. Try again later.</p>",
    )
}

/// Why the form is shown again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormNotice {
    None,
    WrongPassword,
    /// The form's token was missing or did not match (another site posted,
    /// or the form is too old).
    StaleForm,
    /// The body could not be read as a form.
    BadForm,
}

/// The password form; `csrf` is URL-safe base64, so it needs no escaping.
pub fn password_form(status: StatusCode, csrf: &str, notice: FormNotice) -> Response {
    let notice = match notice {
        FormNotice::None => "",
        FormNotice::WrongPassword => {
            "<p class=\"error\" role=\"alert\">Wrong password, please try again.</p>"
        }
        FormNotice::StaleForm => {
            "<p class=\"error\" role=\"alert\">The form has expired, please try again.</p>"
        }
        FormNotice::BadForm => {
            "<p class=\"error\" role=\"alert\">The form could not be read, please try again.</p>"
        }
    };
    page(
        status,
        "This link is protected",
        &format!(
            "<p>Enter the password to continue.</p>{notice}\
             <form method=\"post\"><input type=\"hidden\" name=\"csrf\" value=\"{csrf}\">\
             <label for=\"password\">Password</label>\
             <input id=\"password\" name=\"password\" type=\"password\" required autofocus \
             autocomplete=\"off\" maxlength=\"256\"><button type=\"submit\">Continue</button></form>"
        ),
    )
}

/// 429 with `Retry-After`: too many wrong passwords from this address, or
/// on this link from anywhere.
pub fn too_many_attempts(retry_after_secs: u64) -> Response {
    let mut response = page(
        StatusCode::TOO_MANY_REQUESTS,
        "Too many attempts",
        &format!(
            "<p>Too many wrong passwords for this link. Try again in {}.</p>",
            wait_in_words(retry_after_secs)
        ),
    );
    if let Ok(value) = HeaderValue::from_str(&retry_after_secs.to_string()) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

/// "1 second", "45 seconds", "1 minute", "15 minutes".
fn wait_in_words(seconds: u64) -> String {
    let (count, unit) = if seconds < 60 {
        (seconds.max(1), "second")
    } else {
        (seconds.div_ceil(60), "minute")
    };
    format!("{count} {unit}{}", if count == 1 { "" } else { "s" })
}

/// 503: the attempt could not be counted, so the password was not checked.
pub fn unavailable() -> Response {
    page(
        StatusCode::SERVICE_UNAVAILABLE,
        "Please try again",
        "<p>The password could not be checked just now. Try again in a moment.</p>",
    )
}

/// 403: a form posted from another site.
pub fn cross_origin() -> Response {
    page(
        StatusCode::FORBIDDEN,
        crate::http::messages::CROSS_ORIGIN,
        "<p>This form can only be sent from this site.</p>",
    )
}

#[cfg(test)]
mod tests {
    use super::wait_in_words;

    #[test]
    fn waits_read_in_seconds_then_minutes() {
        assert_eq!(wait_in_words(0), "1 second");
        assert_eq!(wait_in_words(1), "1 second");
        assert_eq!(wait_in_words(45), "45 seconds");
        assert_eq!(wait_in_words(60), "1 minute");
        assert_eq!(wait_in_words(61), "2 minutes");
        assert_eq!(wait_in_words(900), "15 minutes");
    }
}
