//! Creating a link (`createLink`, `sharexShorten`): a custom slug, or random slugs
//! redrawn while taken or reserved.

use super::{ControlsPatch, LinkResult, Links};
use crate::domain::link_controls::LinkControls;
use crate::domain::link_history::{Actor, HistoryAction};
use crate::domain::links::{random_slug, Destination, LinkError, Slug};
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::redirects::ServedDomain;
use crate::store::{Change, LinkRecord, NewLink, StoreError};

/// Random slugs drawn before giving up (docs/api.md#random-slug).
const RANDOM_SLUG_DRAWS: usize = 10;

impl Links<'_> {
    /// A custom slug, checked against the character rule and the
    /// reserved names.
    pub fn custom_slug(&self, value: &str) -> Result<Slug, LinkError> {
        Slug::parse(value, self.reserved)
    }

    /// Creates a link with `slug`, or a random one when `None`, authored by
    /// `by`'s account (and recorded in its history as `by`'s), with public
    /// statistics or not. Checks in the contract's
    /// order: slug taken, then URL_ONLY_UNIQUE. On the default domain.
    pub async fn create(
        &self,
        destination: &Destination,
        slug: Option<Slug>,
        by: &Actor,
        public_stats: bool,
    ) -> LinkResult<LinkRecord> {
        self.create_with(
            &self.redirects.domains().default_domain(),
            destination,
            slug,
            by,
            public_stats,
            ControlsPatch::default(),
            None,
        )
        .await
    }

    /// [`Links::create`] on `domain`, with link controls (expiry, limit,
    /// password, …), in `team` when given (checked with
    /// [`Links::check_team`]).
    #[allow(clippy::too_many_arguments)]
    pub async fn create_with(
        &self,
        domain: &ServedDomain,
        destination: &Destination,
        slug: Option<Slug>,
        by: &Actor,
        public_stats: bool,
        controls: ControlsPatch,
        team: Option<&str>,
    ) -> LinkResult<LinkRecord> {
        controls.check(&LinkControls::default())?;
        if let Some(slug) = &slug {
            self.check_slug_free(&domain.id, slug.as_str()).await?;
        }
        self.check_destination_free(destination, None).await?;
        let controls = controls.apply(LinkControls::default()).await?;
        let id = uuid::Uuid::new_v4().to_string();
        let new = NewLinkParts {
            id: &id,
            domain_id: &domain.id,
            destination,
            author: by.account_id.as_deref(),
            team,
            public_stats,
        };
        self.insert(&new, slug, &controls, by).await?;
        // A link just written is found; its absence is a store fault (500).
        let link = self
            .store
            .find_link_by_id(&id)
            .await?
            .ok_or(StoreError::NotFound)?;
        self.outbox
            .link_event(self.store, EventKind::LinkCreated, &link, None)
            .await;
        Ok(link)
    }

    /// Inserts the link, redrawing a random slug that collides. The
    /// database enforces uniqueness, so a concurrent duplicate is a 409.
    async fn insert(
        &self,
        parts: &NewLinkParts<'_>,
        slug: Option<Slug>,
        controls: &LinkControls,
        by: &Actor,
    ) -> LinkResult<()> {
        let now = now_millis();
        let custom = slug.is_some();
        let draws = if custom { 1 } else { RANDOM_SLUG_DRAWS };
        for _ in 0..draws {
            let candidate = match &slug {
                Some(custom) => custom.clone(),
                None => {
                    let drawn = random_slug(self.rules.slug_length, self.rules.slug_alphabet);
                    if self.reserved.is_reserved(&drawn) {
                        continue;
                    }
                    Slug::from_generated(drawn)
                }
            };
            let new = NewLink {
                id: parts.id,
                domain_id: parts.domain_id,
                slug: candidate.as_str(),
                destination: parts.destination.as_str(),
                author: parts.author,
                team_id: parts.team,
                creation_date: now,
                modified_date: now,
                visits: 0,
                public_stats: parts.public_stats,
            };
            let recorded = Change {
                actor: by,
                at: now,
                action: HistoryAction::Created,
            };
            match self
                .store
                .insert_controlled_link(&new, controls, &recorded)
                .await
            {
                Ok(()) => {
                    self.forget(parts.domain_id, candidate.as_str());
                    return Ok(());
                }
                Err(StoreError::Conflict) if custom => return Err(LinkError::SlugTaken.into()),
                Err(StoreError::Conflict) => continue,
                // The domain was removed meanwhile (on another instance).
                Err(StoreError::MissingReference) => return Err(LinkError::UnknownDomain.into()),
                Err(other) => return Err(other.into()),
            }
        }
        Err(if custom {
            LinkError::SlugTaken
        } else {
            LinkError::NoFreeSlug
        }
        .into())
    }
}

/// What a new link is, its slug aside (drawn again while taken).
struct NewLinkParts<'a> {
    id: &'a str,
    domain_id: &'a str,
    destination: &'a Destination,
    author: Option<&'a str>,
    team: Option<&'a str>,
    public_stats: bool,
}
