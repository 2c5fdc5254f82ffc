//! A link's social preview card (docs/campaigns.md#preview-cards): what a
//! chat app or social network shows when the short link is pasted. Link
//! preview fetchers get a small page of Open Graph and Twitter Card tags
//! built from these fields instead of the redirect; nothing is fetched
//! from the destination when they ask, and the page is made once, when the
//! link enters the redirect cache.

use super::links::Destination;

pub const MAX_TITLE_LEN: usize = 300;
pub const MAX_DESCRIPTION_LEN: usize = 1000;
pub const MAX_IMAGE_LEN: usize = 2048;
pub const MAX_SITE_NAME_LEN: usize = 100;

/// The card's fields; only the title is needed.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    #[serde(default)]
    pub title: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// An absolute http(s) URL of the card's image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site_name: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PreviewError {
    /// A card needs a title.
    #[error("a preview card needs a title")]
    MissingTitle,
    /// A field is too long, holds a control character, or the image is
    /// not an http(s) URL.
    #[error("invalid preview card field")]
    InvalidField,
}

impl Preview {
    /// Fields trimmed, empty ones dropped; `None` when every field is
    /// empty (no card).
    pub fn checked(self) -> Result<Option<Self>, PreviewError> {
        let clean = |value: Option<String>, max: usize, line_breaks: bool| {
            let Some(value) = value else { return Ok(None) };
            let value = value.trim();
            let allowed = |c: char| !c.is_control() || (line_breaks && matches!(c, '\n' | '\r'));
            if value.chars().count() > max || !value.chars().all(allowed) {
                return Err(PreviewError::InvalidField);
            }
            Ok((!value.is_empty()).then(|| value.to_owned()))
        };
        let title = clean(Some(self.title), MAX_TITLE_LEN, false)?;
        let description = clean(self.description, MAX_DESCRIPTION_LEN, true)?;
        let image = clean(self.image, MAX_IMAGE_LEN, false)?;
        let site_name = clean(self.site_name, MAX_SITE_NAME_LEN, false)?;
        // The image follows the destination's rule: http(s) with a host.
        if image
            .as_deref()
            .is_some_and(|image| Destination::parse(image).is_err())
        {
            return Err(PreviewError::InvalidField);
        }
        let Some(title) = title else {
            return match (&description, &image, &site_name) {
                (None, None, None) => Ok(None),
                _ => Err(PreviewError::MissingTitle),
            };
        };
        Ok(Some(Self {
            title,
            description,
            image,
            site_name,
        }))
    }

    /// The card page: tags only, every value escaped, no script and
    /// nothing that loads (the strict CSP it is sent with forbids it too).
    pub fn card_page(&self) -> String {
        let mut page = String::with_capacity(512 + self.title.len() * 3);
        page.push_str("<!doctype html><html><head><meta charset=\"utf-8\"><title>");
        escape_into(&mut page, &self.title);
        page.push_str("</title>");
        let card = if self.image.is_some() {
            "summary_large_image"
        } else {
            "summary"
        };
        let mut tag = |attribute: &str, name: &str, value: &str| {
            page.push_str("<meta ");
            page.push_str(attribute);
            page.push_str("=\"");
            page.push_str(name);
            page.push_str("\" content=\"");
            escape_into(&mut page, value);
            page.push_str("\">");
        };
        tag("property", "og:type", "website");
        tag("property", "og:title", &self.title);
        tag("name", "twitter:card", card);
        tag("name", "twitter:title", &self.title);
        if let Some(description) = &self.description {
            tag("name", "description", description);
            tag("property", "og:description", description);
            tag("name", "twitter:description", description);
        }
        if let Some(image) = &self.image {
            tag("property", "og:image", image);
            tag("name", "twitter:image", image);
        }
        if let Some(site_name) = &self.site_name {
            tag("property", "og:site_name", site_name);
        }
        page.push_str("</head><body><h1>");
        escape_into(&mut page, &self.title);
        page.push_str("</h1>");
        if let Some(description) = &self.description {
            page.push_str("<p>");
            escape_into(&mut page, description);
            page.push_str("</p>");
        }
        page.push_str("</body></html>");
        page
    }
}

/// `text` as HTML text or a quoted attribute value: the five characters
/// that can end either are written as entities.
pub fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
#[path = "preview_tests.rs"]
mod tests;
