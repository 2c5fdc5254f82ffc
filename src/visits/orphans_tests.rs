use super::*;
use crate::domain::links::MAX_SLUG_BYTES;
use rand::distributions::{Alphanumeric, DistString};

fn visits(rows: &[OrphanCount]) -> u64 {
    rows.iter().map(|row| row.humans + row.bots).sum()
}

/// The entries kept whatever the bound (one per shard, domain, day and
/// kind) for `domains` of ids up to 36 bytes, on one day and one kind.
fn always_kept(domains: usize) -> usize {
    SHARDS * domains * (DOMAIN_BYTES + 36 + GROUP_BYTES)
}

fn random_slug(len: usize) -> String {
    Alphanumeric.sample_string(&mut rand::thread_rng(), len)
}

#[test]
fn a_flood_of_random_slugs_stays_within_the_byte_bound_and_every_visit_counts() {
    let limit = 64 * 1024;
    let tally = OrphanTally::new(limit, usize::MAX);
    let domains = ["default", "0b6f9a52-2f5c-4b8e-9d59-5c1b0f3e0a11", "short"];
    let flood = 100_000;
    for n in 0..flood {
        // Slugs of every length up to the longest a slug may be.
        let slug = random_slug(1 + n % MAX_SLUG_BYTES);
        tally.add(
            domains[n % 3],
            20_000,
            OrphanKind::UnknownSlug,
            Some(&slug),
            n % 5 == 0,
        );
        let bytes = tally.bytes();
        assert!(
            bytes <= limit + always_kept(3),
            "{bytes} bytes after {n} visits"
        );
    }
    let dropped = tally.dropped();
    assert!(dropped > 0, "the bound was reached");
    assert_eq!(tally.pending(), flood as u64);
    let rows = tally.take(20_000).into_counts();
    assert_eq!(visits(&rows), flood as u64, "every visit is counted");
    let named: Vec<&OrphanCount> = rows.iter().filter(|row| row.slug.is_some()).collect();
    let named_visits: u64 = named.iter().map(|row| row.humans + row.bots).sum();
    assert_eq!(visits(&rows) - named_visits, dropped, "drops are counted");
    // The slugs kept, their own bytes and their entries', fit the bound.
    let slug_bytes: usize = named
        .iter()
        .map(|row| SLUG_BYTES + KEPT_BYTES + row.slug.as_deref().map_or(0, str::len))
        .sum();
    assert!(slug_bytes <= limit, "{slug_bytes}");
    // A flush gives the pending bytes back; the day's kept slugs stay.
    let kept_bytes = named.len() * KEPT_BYTES + SHARDS * 3 * (DOMAIN_BYTES + 36);
    assert!(
        tally.bytes() <= kept_bytes,
        "{} > {kept_bytes}",
        tally.bytes()
    );
    assert!(
        named.len() > 100,
        "the bound keeps a useful number: {}",
        named.len()
    );
    // One slugless row per domain, the visits past the bound.
    assert_eq!(rows.len() - named.len(), 3);
    // Room again after the flush.
    tally.add(
        "short",
        20_000,
        OrphanKind::UnknownSlug,
        Some("again"),
        false,
    );
    let rows = tally.take(20_000).into_counts();
    assert_eq!(rows[0].slug.as_deref(), Some("again"));
    // Two days later the kept slugs are forgotten, and their bytes given back.
    drop(tally.take(20_002));
    assert_eq!(tally.bytes(), 0);
}

#[test]
fn each_domain_keeps_a_bounded_number_of_slugs_a_day() {
    let tally = OrphanTally::new(usize::MAX / 2, 64);
    let day = 20_000;
    let slugs: Vec<String> = (0..1_000).map(|n| format!("probe-{n}")).collect();
    for slug in &slugs {
        tally.add("default", day, OrphanKind::UnknownSlug, Some(slug), false);
    }
    let rows = tally.take(day).into_counts();
    let kept: Vec<&str> = rows.iter().filter_map(|row| row.slug.as_deref()).collect();
    // At most the bound (it is split over the shards, so a little less).
    assert!(kept.len() <= 64 && kept.len() >= 20, "{}", kept.len());
    assert_eq!(visits(&rows), 1_000);
    assert_eq!(tally.dropped(), 1_000 - kept.len() as u64);
    // Later the same day, after a flush: kept slugs keep their name, new ones
    // do not get one; another domain has its own bound.
    tally.add(
        "default",
        day,
        OrphanKind::UnknownSlug,
        Some(kept[0]),
        false,
    );
    tally.add(
        "default",
        day,
        OrphanKind::UnknownSlug,
        Some("fresh-one"),
        false,
    );
    tally.add(
        "other",
        day,
        OrphanKind::UnknownSlug,
        Some("fresh-one"),
        false,
    );
    let later = tally.take(day).into_counts();
    let named: Vec<(&str, Option<&str>)> = later
        .iter()
        .map(|row| (&*row.domain_id, row.slug.as_deref()))
        .collect();
    assert!(named.contains(&("default", Some(kept[0]))), "{named:?}");
    assert!(named.contains(&("other", Some("fresh-one"))), "{named:?}");
    assert!(
        !named.contains(&("default", Some("fresh-one"))),
        "{named:?}"
    );
    // The next day starts afresh.
    tally.add(
        "default",
        day + 1,
        OrphanKind::UnknownSlug,
        Some("fresh-one"),
        false,
    );
    let next = tally.take(day + 1).into_counts();
    assert_eq!(next[0].slug.as_deref(), Some("fresh-one"));
}

#[test]
fn rows_are_merged_per_key_in_key_order_and_only_unknown_slugs_keep_one() {
    let tally = OrphanTally::default();
    for _ in 0..20 {
        tally.add("b", 7, OrphanKind::Base, None, false);
        tally.add("b", 7, OrphanKind::OtherPath, Some("ignored"), true);
        tally.add("a", 7, OrphanKind::UnknownSlug, Some("x"), false);
    }
    tally.add("a", 6, OrphanKind::UnknownSlug, Some("x"), true);
    let rows = tally.take(7).into_counts();
    let keys: Vec<_> = rows.iter().map(OrphanCount::key).collect();
    assert_eq!(
        keys,
        [
            ("a", 6, OrphanKind::UnknownSlug, Some("x")),
            ("a", 7, OrphanKind::UnknownSlug, Some("x")),
            ("b", 7, OrphanKind::Base, None),
            ("b", 7, OrphanKind::OtherPath, None),
        ]
    );
    let counts: Vec<(u64, u64)> = rows.iter().map(|r| (r.humans, r.bots)).collect();
    assert_eq!(counts, [(0, 1), (20, 0), (20, 0), (0, 20)]);
    assert!(tally.take(7).is_empty());
    // A flush that could not write puts its rows back.
    tally.restore(rows.clone());
    tally.add("a", 7, OrphanKind::UnknownSlug, Some("x"), false);
    let again = tally.take(7).into_counts();
    assert_eq!(again.len(), rows.len());
    assert_eq!(again[1].humans, 21);
}

#[test]
fn restored_rows_respect_the_byte_bound() {
    let tally = OrphanTally::new(4 * 1024, usize::MAX);
    let rows: Vec<OrphanCount> = (0..500)
        .map(|n| OrphanCount {
            domain_id: "default".into(),
            day: 9,
            kind: OrphanKind::UnknownSlug,
            slug: Some(format!("lost-{n}").into()),
            humans: 2,
            bots: 1,
        })
        .collect();
    tally.restore(rows);
    assert!(
        tally.bytes() <= 4 * 1024 + always_kept(1),
        "{}",
        tally.bytes()
    );
    let back = tally.take(9).into_counts();
    assert_eq!(visits(&back), 1_500);
    assert!(back.iter().any(|row| row.slug.is_none()));
}

#[test]
fn concurrent_visits_are_all_counted() {
    let tally = std::sync::Arc::new(OrphanTally::default());
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let tally = std::sync::Arc::clone(&tally);
            std::thread::spawn(move || {
                for n in 0..2_000 {
                    let slug = format!("s{}", n % 50);
                    tally.add("default", 1, OrphanKind::UnknownSlug, Some(&slug), t == 0);
                    tally.add("default", 1, OrphanKind::OtherPath, None, false);
                }
            })
        })
        .collect();
    let mut written = 0;
    for _ in 0..10 {
        written += visits(&tally.take(1).into_counts());
    }
    for thread in threads {
        thread.join().expect("no panic");
    }
    written += visits(&tally.take(1).into_counts());
    assert_eq!(written, 16_000);
    assert_eq!(tally.dropped(), 0);
}
