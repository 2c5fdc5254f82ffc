//! What a visit to a link with controls gets. The controls apply in this
//! order, stated here once for the short link (`http/link_gate.rs`, which
//! only turns the decision into an answer) and the API's resolve
//! (`links/read.rs`):
//!
//! 1. not valid yet (before `validFrom`): refused as unknown;
//! 2. expired (from `expiresAt` on, or the visit limit known used up);
//! 3. a password, unless the visitor proved it;
//! 4. the redirect rules: the first matching rule's destination; else
//!    the A/B split's variant for the visitor (its cookie's, when the link
//!    keeps one, else the one its daily visitor key falls on);
//! 5. the visit limit: a human visit takes one (one conditional UPDATE,
//!    the only database step, and only until the limit is used up); a
//!    bot's visit (crawlers, previews, every `HEAD`) only checks it.
//!
//! Steps 1 and 2 are the domain's state rule (`Lifetime::state_at`).
//! Counting the visit is the visits room's, once the caller redirects.

use super::notices::LinkNotice;
use super::split::CachedVariant;
use super::{Controls, Redirects, Target};
use crate::domain::link_state::{is_used_up, LinkState};
use crate::domain::redirect_rules::VisitFacts;
use crate::store::StoreError;
use crate::visits::Facts;

/// Why a visit stops before the redirect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    NotYetValid,
    /// Past its expiry, or its visit limit used up.
    Expired,
    /// The link asks for its password.
    Locked,
}

/// The outcome of all five steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision<'t> {
    Refused(Refusal),
    /// Redirect: to the matching rule's `Location`, else to the split's
    /// variant, else (both `None`) to the link's own destination.
    Redirect {
        rule: Option<&'t str>,
        variant: Option<CachedVariant<'t>>,
    },
}

impl Controls {
    /// Steps 1 to 3, from memory. `unlocked` is asked, with the link's
    /// password hash, only for a link with a password that is open now.
    pub fn admit(&self, now: i64, unlocked: impl FnOnce(&str) -> bool) -> Result<(), Refusal> {
        match self.state_at(now) {
            LinkState::NotYetValid => return Err(Refusal::NotYetValid),
            LinkState::Expired => return Err(Refusal::Expired),
            LinkState::Active => {}
        }
        match self.password_hash.as_deref() {
            Some(hash) if !unlocked(hash) => Err(Refusal::Locked),
            _ => Ok(()),
        }
    }
}

impl Redirects {
    /// Every step for a visit of `target` described by `facts`.
    pub async fn decide<'t>(
        &self,
        target: &'t Target,
        facts: &Facts<'_>,
        unlocked: impl FnOnce(&str) -> bool,
    ) -> Result<Decision<'t>, StoreError> {
        let Some(controls) = target.controls() else {
            return Ok(Decision::Redirect {
                rule: None,
                variant: None,
            });
        };
        if let Err(refusal) = controls.admit(facts.now(), unlocked) {
            let expired_by_date = controls.expires_at.filter(|at| *at <= facts.now());
            if let (Refusal::Expired, Some(expires_at)) = (refusal, expired_by_date) {
                if controls.first_expired_refusal() {
                    self.notices
                        .send(controls.link_id(), LinkNotice::Expired { expires_at });
                }
            }
            return Ok(Decision::Refused(refusal));
        }
        let rule = controls.rule_location(facts);
        let variant = match rule {
            Some(_) => None,
            None if controls.has_split() => {
                controls.variant(facts.remembered_variant(), facts.visitor_key(target.num()))
            }
            None => None,
        };
        if controls.max_visits.is_some() {
            let allowed = if facts.is_bot() {
                !controls.is_used_up()
            } else {
                self.take_limited_visit(controls).await?
            };
            if !allowed {
                return Ok(Decision::Refused(Refusal::Expired));
            }
        }
        Ok(Decision::Redirect { rule, variant })
    }

    /// Takes one visit of the limit: true when the visit may redirect (no
    /// limit, or one left). Atomic in the database, so the limit holds
    /// exactly across requests and instances; once used up, later visits
    /// are refused from memory.
    async fn take_limited_visit(&self, controls: &Controls) -> Result<bool, StoreError> {
        let Some(max) = controls.max_visits else {
            return Ok(true);
        };
        if controls.is_used_up() {
            return Ok(false);
        }
        let taken = self.store.take_limited_visit(controls.link_id()).await?;
        if taken.is_none_or(|used| is_used_up(Some(max), used)) {
            controls.mark_used_up();
        }
        // Exactly one visit, over every instance, takes the last one.
        if taken.is_some_and(|used| used == max) {
            self.notices.send(
                controls.link_id(),
                LinkNotice::Exhausted { max_visits: max },
            );
        }
        Ok(taken.is_some())
    }
}
