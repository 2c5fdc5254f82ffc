//! What a web page says of itself for a preview card ("fill from
//! destination", docs/campaigns.md#preview-cards): its Open Graph tags,
//! else its Twitter Card tags, else its `<title>` and meta description,
//! read from the start of the page. A tolerant scan of `<meta>` and
//! `<title>` tags, not an HTML parser: it only has to find a few
//! attributes, and whatever it finds is shown to the user to edit, then
//! checked as any card is.

use super::preview::{MAX_DESCRIPTION_LEN, MAX_IMAGE_LEN, MAX_SITE_NAME_LEN, MAX_TITLE_LEN};

/// The card fields a page offers; each `None` when it has none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PageCard {
    pub title: Option<String>,
    pub description: Option<String>,
    /// Absolute (resolved against the page's address), http or https.
    pub image: Option<String>,
    pub site_name: Option<String>,
}

/// Reads the card of `html`, the page at `address`.
pub fn read_page_card(html: &str, address: &url::Url) -> PageCard {
    let mut found: Vec<(String, String)> = Vec::new();
    let mut title_tag = None;
    let lower = html.to_ascii_lowercase();
    let mut at = 0;
    while let Some(start) = lower[at..].find('<').map(|i| at + i) {
        let rest = &lower[start..];
        if rest.starts_with("<meta") {
            let end = rest.find('>').map_or(lower.len(), |i| start + i);
            let attributes = attributes(&html[start + 5..end]);
            let key = ["property", "name"]
                .iter()
                .find_map(|k| attributes.iter().find(|(n, _)| n == k))
                .map(|(_, v)| v.to_ascii_lowercase());
            let content = attributes.iter().find(|(n, _)| n == "content");
            if let (Some(key), Some((_, content))) = (key, content) {
                found.push((key, decode_entities(content)));
            }
            at = end;
        } else if rest.starts_with("<title") && title_tag.is_none() {
            let open_end = rest.find('>').map_or(lower.len(), |i| start + i + 1);
            let close = lower[open_end..]
                .find("</title")
                .map_or(lower.len(), |i| open_end + i);
            title_tag = Some(decode_entities(&html[open_end..close]));
            at = close;
        } else if rest.starts_with("<body") {
            break;
        } else {
            at = start + 1;
        }
    }
    let first = |keys: &[&str]| {
        keys.iter().find_map(|key| {
            found
                .iter()
                .find(|(k, v)| k == key && !v.trim().is_empty())
                .map(|(_, v)| v.clone())
        })
    };
    let image = first(&[
        "og:image",
        "og:image:url",
        "og:image:secure_url",
        "twitter:image",
    ])
    .and_then(|image| address.join(image.trim()).ok())
    .filter(|url| matches!(url.scheme(), "http" | "https"))
    .map(String::from);
    PageCard {
        title: clean(
            first(&["og:title", "twitter:title"]).or(title_tag),
            MAX_TITLE_LEN,
        ),
        description: clean(
            first(&["og:description", "twitter:description", "description"]),
            MAX_DESCRIPTION_LEN,
        ),
        image: image.filter(|image| image.len() <= MAX_IMAGE_LEN),
        site_name: clean(first(&["og:site_name"]), MAX_SITE_NAME_LEN),
    }
}

/// Whitespace runs made one space, control characters dropped, cut to
/// `max` characters; `None` when nothing is left.
fn clean(value: Option<String>, max: usize) -> Option<String> {
    let value = value?;
    let words: Vec<&str> = value.split_whitespace().collect();
    let text: String = words
        .join(" ")
        .chars()
        .filter(|c| !c.is_control())
        .take(max)
        .collect();
    (!text.is_empty()).then_some(text)
}

/// The `name="value"` pairs of a tag's inside (names lower-cased; values
/// in double, single or no quotes).
fn attributes(inside: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    let bytes = inside.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b'/') {
            i += 1;
        }
        let name_start = i;
        while i < bytes.len() && !matches!(bytes[i], b'=' | b' ' | b'\t' | b'\n' | b'\r' | b'/') {
            i += 1;
        }
        let name = inside[name_start..i].to_ascii_lowercase();
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() || bytes[i] != b'=' {
            if name.is_empty() {
                i += 1;
            }
            continue;
        }
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let value = match bytes.get(i) {
            Some(&quote @ (b'"' | b'\'')) => {
                let start = i + 1;
                let end = inside[start..]
                    .find(char::from(quote))
                    .map_or(inside.len(), |e| start + e);
                i = end + 1;
                &inside[start..end]
            }
            _ => {
                let start = i;
                while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                &inside[start..i]
            }
        };
        if !name.is_empty() {
            pairs.push((name, value.to_owned()));
        }
    }
    pairs
}

/// The character references pages use in these tags: the five named
/// ones, `&nbsp;` and numeric ones; others stay as written.
fn decode_entities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        // A reference is short: look for its `;` among the next few characters.
        let semi = rest
            .char_indices()
            .take(12)
            .find(|(_, c)| *c == ';')
            .map(|(i, _)| i);
        let Some(semi) = semi else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let name = &rest[1..semi];
        let decoded = match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" | "#39" => Some('\''),
            "nbsp" => Some(' '),
            _ => name
                .strip_prefix("#x")
                .or_else(|| name.strip_prefix("#X"))
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                .or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(html: &str) -> PageCard {
        let address = url::Url::parse("https://shop.example.com/sale/spring").expect("url");
        read_page_card(html, &address)
    }

    #[test]
    fn open_graph_tags_win_and_images_resolve_against_the_page() {
        let page = card(
            r#"<!doctype html><html><head>
            <title>Shop — fallback</title>
            <META property="og:title" content="Spring &amp; summer sale">
            <meta name=description content='Plain description'>
            <meta property="og:description" content="Half off &quot;everything&quot;&#33;">
            <meta property='og:image' content="/img/sale.png"/>
            <meta property="og:site_name" content="Shop">
            </head><body><meta property="og:title" content="ignored"></body>"#,
        );
        assert_eq!(
            page,
            PageCard {
                title: Some("Spring & summer sale".into()),
                description: Some("Half off \"everything\"!".into()),
                image: Some("https://shop.example.com/img/sale.png".into()),
                site_name: Some("Shop".into()),
            }
        );
    }

    #[test]
    fn the_title_tag_and_twitter_tags_fill_in() {
        let page = card(
            "<head><title>\n  Shop\n  home </title>\
             <meta name=\"twitter:description\" content=\"From Twitter\">\
             <meta name=\"twitter:image\" content=\"javascript:alert(1)\"></head>",
        );
        assert_eq!(page.title.as_deref(), Some("Shop home"));
        assert_eq!(page.description.as_deref(), Some("From Twitter"));
        assert_eq!(page.image, None, "not http(s)");
        assert_eq!(card("no tags at all"), PageCard::default());
    }

    #[test]
    fn long_and_hostile_values_are_cut_and_kept_as_text() {
        let long = "x".repeat(400);
        let page = card(&format!(
            "<meta property=\"og:title\" content=\"{long}\">\
             <meta property=\"og:description\" content=\"&lt;script&gt;alert(1)&lt;/script&gt;\">\
             <meta property=\"og:title\" content=\"<unclosed"
        ));
        assert_eq!(page.title.map(|t| t.chars().count()), Some(300));
        assert_eq!(
            page.description.as_deref(),
            Some("<script>alert(1)</script>"),
            "text, escaped where the card is served"
        );
        assert_eq!(decode_entities("a & b &bogus; &#x41;"), "a & b &bogus; A");
        assert_eq!(
            decode_entities("é&é;ü"),
            "é&é;ü",
            "no cut inside a character"
        );
    }
}
