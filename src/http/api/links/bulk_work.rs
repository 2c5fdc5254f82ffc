//! What a bulk request does once read: an edit of fields, or a move to or
//! from a team (docs/bulk-edit.md, docs/teams.md#bulk-moves).

use crate::http::AppState;
use crate::links::{BulkChange, BulkRun, Manager, Selection};

/// What a bulk request does: an edit of fields, or a move.
pub(super) enum Work {
    Edit(BulkChange),
    Move(Option<String>),
}

impl Work {
    pub(super) async fn run(
        &self,
        app: &AppState,
        selection: Selection,
        manager: &Manager,
        run: BulkRun,
        progress: &dyn crate::transfer::Progress,
    ) -> crate::links::LinkResult<crate::links::BulkReport> {
        let links = app.links();
        match self {
            Self::Edit(change) => {
                links
                    .bulk_edit(selection, change, manager, run, progress)
                    .await
            }
            Self::Move(to) => {
                links
                    .bulk_move(selection, to.as_deref(), manager, run, progress)
                    .await
            }
        }
    }
}
