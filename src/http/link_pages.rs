//! The small server-rendered pages of links with controls: expired, not
//! active yet, and the password form. No script, nothing of the link shown
//! (not even its title), and headers that forbid framing, sniffing,
//! caching, indexing and any resource but their own inline style. Each
//! page is in the visitor's language, from `Accept-Language` (`texts` holds
//! the words of every language).

mod texts;

use crate::domain::languages::{preferred_language, Language};
use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use texts::{texts, PageTexts};

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

/// The language of the pages answering `headers`: their `Accept-Language`
/// (docs/api.md#routes-outside-api), English when it names none of ours.
pub fn language_of(headers: &HeaderMap) -> Language {
    preferred_language(
        headers
            .get_all(header::ACCEPT_LANGUAGE)
            .iter()
            .filter_map(|value| value.to_str().ok()),
    )
}

/// A page in `language` whose body is `parts` in order, written into one
/// string.
fn page(status: StatusCode, language: Language, title: &str, parts: &[&str]) -> Response {
    let mut html = String::with_capacity(2048);
    for part in [
        "<!doctype html><html lang=\"",
        language.tag(),
        "\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>",
        title,
        "</title><style>",
        STYLE,
        "</style></head><body><main><h1>",
        title,
        "</h1>",
    ]
    .into_iter()
    .chain(parts.iter().copied())
    .chain(["</main></body></html>"])
    {
        html.push_str(part);
    }
    let mut response = Response::new(Body::from(html));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    protect(headers);
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    response
}

/// The headers of every page here (and of the answers that set cookies).
pub fn protect(headers: &mut HeaderMap) {
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

/// The page of Open Graph tags a link-preview fetcher gets instead of
/// the redirect (made when the link entered the cache; sharing it costs a
/// reference count). Its policy allows nothing at all: the page is tags
/// and text, and a browser that opens it runs and loads nothing.
pub fn preview_card(page: &bytes::Bytes) -> Response {
    let mut response = Response::new(Body::from(page.clone()));
    let headers = response.headers_mut();
    protect(headers);
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        ),
    );
    response
}

/// 410: past its expiry or its visit limit, and no `expiredUrl`.
pub fn expired(language: Language) -> Response {
    let t = texts(language);
    page(
        StatusCode::GONE,
        language,
        t.expired_title,
        &["<p>", t.expired_text, "</p>"],
    )
}

/// 404: before its `validFrom`.
pub fn not_yet_valid(language: Language) -> Response {
    let t = texts(language);
    page(
        StatusCode::NOT_FOUND,
        language,
        t.not_yet_valid_title,
        &["<p>", t.not_yet_valid_text, "</p>"],
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
pub fn password_form(
    status: StatusCode,
    csrf: &str,
    notice: FormNotice,
    language: Language,
) -> Response {
    let t = texts(language);
    let notice = match notice {
        FormNotice::None => None,
        FormNotice::WrongPassword => Some(t.wrong_password),
        FormNotice::StaleForm => Some(t.stale_form),
        FormNotice::BadForm => Some(t.bad_form),
    };
    let (open_notice, notice, close_notice) = match notice {
        Some(text) => ("<p class=\"error\" role=\"alert\">", text, "</p>"),
        None => ("", "", ""),
    };
    page(
        status,
        language,
        t.protected_title,
        &[
            "<p>",
            t.protected_text,
            "</p>",
            open_notice,
            notice,
            close_notice,
            "<form method=\"post\"><input type=\"hidden\" name=\"csrf\" value=\"",
            csrf,
            "\"><label for=\"password\">",
            t.password_label,
            "</label><input id=\"password\" name=\"password\" type=\"password\" required \
             autofocus autocomplete=\"off\" maxlength=\"256\"><button type=\"submit\">",
            t.continue_button,
            "</button></form>",
        ],
    )
}

/// 429 with `Retry-After`: too many wrong passwords from this address, or
/// on this link from anywhere.
pub fn too_many_attempts(retry_after_secs: u64, language: Language) -> Response {
    let t = texts(language);
    let (before, after) = t.too_many_text;
    let mut response = page(
        StatusCode::TOO_MANY_REQUESTS,
        language,
        t.too_many_title,
        &[
            "<p>",
            before,
            &wait_in_words(retry_after_secs, t),
            after,
            "</p>",
        ],
    );
    if let Ok(value) = HeaderValue::from_str(&retry_after_secs.to_string()) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

/// "1 second", "45 seconds", "1 minute", "15 minutes", in the words of `t`.
fn wait_in_words(seconds: u64, t: &PageTexts) -> String {
    let (count, unit) = if seconds < 60 {
        (seconds.max(1), &t.second)
    } else {
        (seconds.div_ceil(60), &t.minute)
    };
    let unit = if count == 1 { unit.one } else { unit.many };
    format!("{count} {unit}")
}

/// 503: the attempt could not be counted, so the password was not checked.
pub fn unavailable(language: Language) -> Response {
    let t = texts(language);
    page(
        StatusCode::SERVICE_UNAVAILABLE,
        language,
        t.unavailable_title,
        &["<p>", t.unavailable_text, "</p>"],
    )
}

/// 403: a form posted from another site.
pub fn cross_origin(language: Language) -> Response {
    let t = texts(language);
    page(
        StatusCode::FORBIDDEN,
        language,
        t.cross_origin_title,
        &["<p>", t.cross_origin_text, "</p>"],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn english_wait(seconds: u64) -> String {
        wait_in_words(seconds, texts(Language::English))
    }

    #[test]
    fn waits_read_in_seconds_then_minutes() {
        assert_eq!(english_wait(0), "1 second");
        assert_eq!(english_wait(1), "1 second");
        assert_eq!(english_wait(45), "45 seconds");
        assert_eq!(english_wait(60), "1 minute");
        assert_eq!(english_wait(61), "2 minutes");
        assert_eq!(english_wait(900), "15 minutes");
        let german = |s| wait_in_words(s, texts(Language::German));
        assert_eq!(german(1), "1 Sekunde");
        assert_eq!(german(900), "15 Minuten");
        assert_eq!(
            wait_in_words(45, texts(Language::SimplifiedChinese)),
            "45 秒"
        );
    }

    #[test]
    fn the_language_follows_every_accept_language_value_and_skips_unreadable_ones() {
        let mut headers = HeaderMap::new();
        assert_eq!(language_of(&headers), Language::English);
        let value = |v: &[u8]| HeaderValue::from_bytes(v).expect("header value");
        headers.append(header::ACCEPT_LANGUAGE, value(b"d\xe9, ja"));
        assert_eq!(language_of(&headers), Language::English);
        headers.append(header::ACCEPT_LANGUAGE, value(b"fr-CA, de;q=0.5"));
        assert_eq!(language_of(&headers), Language::French);
    }

    async fn html(response: Response) -> String {
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .expect("body");
        String::from_utf8(bytes.to_vec()).expect("utf-8")
    }

    #[tokio::test]
    async fn pages_say_their_language_and_vary_on_it() {
        let form = password_form(
            StatusCode::OK,
            "tok",
            FormNotice::WrongPassword,
            Language::German,
        );
        assert_eq!(form.headers()[header::VARY], "Accept-Language");
        assert_eq!(form.headers()[header::CONTENT_SECURITY_POLICY], CSP);
        let form = html(form).await;
        assert!(
            form.starts_with("<!doctype html><html lang=\"de\">"),
            "{form}"
        );
        assert!(
            form.contains("<title>Dieser Link ist geschützt</title>"),
            "{form}"
        );
        assert!(form.contains("role=\"alert\">Falsches Passwort"), "{form}");
        assert!(form.contains("name=\"csrf\" value=\"tok\""), "{form}");
        let gone = html(expired(Language::SimplifiedChinese)).await;
        assert!(gone.contains("<html lang=\"zh-CN\">"), "{gone}");
        assert!(gone.contains("<h1>此链接已过期</h1>"), "{gone}");
        let english = html(too_many_attempts(900, Language::English)).await;
        assert!(
            english.contains(
                "<p>Too many wrong passwords for this link. Try again in 15 minutes.</p>"
            ),
            "{english}"
        );
    }
}
