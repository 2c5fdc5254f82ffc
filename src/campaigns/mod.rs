//! Campaign links (docs/campaigns.md) as an application service: an
//! account's saved campaign parameters, offered when a link is created or
//! edited. The parameters of a link itself are a link control
//! (`domain::utm`, `links::controls`). And "fill from destination": a
//! preview card's fields read from the destination's page, on request.

mod page_fetch;
mod templates;

pub use page_fetch::{PageFetchError, PageFetcher, FETCHES_AT_ONCE, PAGE_READ_MAX};
pub use templates::{
    TemplateError, TemplateInput, UtmTemplate, UtmTemplates, MAX_TEMPLATES_PER_ACCOUNT,
    MAX_TEMPLATE_NAME_CHARS,
};
