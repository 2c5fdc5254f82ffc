//! Campaign links (docs/campaigns.md) as an application service: an
//! account's saved campaign parameters, offered when a link is created or
//! edited. The parameters of a link itself are a link control
//! (`domain::utm`, `links::controls`).

mod templates;

pub use templates::{
    TemplateError, TemplateInput, UtmTemplate, UtmTemplates, MAX_TEMPLATES_PER_ACCOUNT,
    MAX_TEMPLATE_NAME_CHARS,
};
