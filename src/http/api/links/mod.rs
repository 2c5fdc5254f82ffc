//! `/api/link`: list, read, resolve, create, edit and delete links
//! (the `links` operations of the OpenAPI document), one module per operation over the [`crate::links`] service.

mod bulk;
mod bulk_work;
mod controls;
mod create;
mod delete;
mod edit;
mod history;
mod list;
mod move_link;
mod page_card;
mod preview_body;
mod promote;
mod public_qr;
mod qr;
mod qr_image;
mod qr_settings;
mod read;
mod split_body;
mod tags;

use crate::http::auth::Caller;
use crate::http::AppState;
use crate::links::Manager;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use bulk::{
    BulkEditBody, BulkEditResult, FieldDiffView, LinkDiffView, RefusalView, ReplaceBody,
    BULK_EDITS_AT_ONCE,
};
pub use controls::{ControlsBody, RedirectRuleBody, RuleConditionBody, UtmBody};
pub use create::CreateLinkBody;
pub use delete::{DeleteLinksBody, Deleted, LinkIds};
pub use edit::EditLinkBody;
pub use list::{LinkFilterBody, LinkList, ListParams};
pub use preview_body::PreviewBody;
pub use promote::PromoteBody;
pub use read::{Resolved, SingleParams, SlugParams};
pub use split_body::{SplitBody, VariantBody};
pub use tags::{DeleteTagsBody, RenameTagBody, TagCount, TagList, TagNames, TagsChanged};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list_links))
        .routes(routes!(read::get_link))
        .routes(routes!(qr::link_qr_code))
        .routes(routes!(
            qr_settings::qr_settings,
            qr_settings::edit_qr_settings
        ))
        .routes(routes!(
            qr_settings::set_qr_logo,
            qr_settings::delete_qr_logo
        ))
        .routes(routes!(public_qr::public_qr_code))
        .routes(routes!(bulk::bulk_edit_links))
        .routes(routes!(promote::promote_variant))
        .routes(routes!(move_link::move_link))
        .routes(routes!(history::link_history))
        .routes(routes!(history::revert_link))
        .routes(routes!(history::deleted_links))
        .routes(routes!(history::restore_link))
        .routes(routes!(page_card::read_page_card))
        .routes(routes!(
            tags::list_tags,
            tags::rename_tag,
            tags::delete_tags
        ))
        .routes(routes!(
            read::resolve_link,
            create::create_link,
            edit::edit_link,
            delete::delete_links
        ))
}

/// The short domain a request was sent to (by `Host`, as a short link
/// is), or the default domain.
pub(crate) fn request_domain(
    app: &crate::http::AppState,
    request: &crate::http::auth::ApiRequest,
) -> std::sync::Arc<crate::redirects::ServedDomain> {
    let host = crate::http::client::short_link_host(&request.headers, app.settings.trust_proxy);
    app.redirects
        .domains()
        .for_host(host)
        .unwrap_or_else(|| app.redirects.domains().default_domain())
}

impl From<&Caller> for Manager {
    /// The caller, acting through its API token (by name), its session
    /// (the dashboard) or the API secret, as link history records it.
    fn from(caller: &Caller) -> Self {
        let manager = Manager::new(caller.id(), caller.account.role(), &caller.teams)
            .acting_as(crate::http::auth::caller_actor(caller));
        match caller.token.as_ref().and_then(|t| t.team.as_deref()) {
            Some(team) => manager.within_team(team),
            None => manager,
        }
    }
}
