use super::*;
use crate::store::TargetRow;
use std::sync::Arc;

fn target(num: i64, domain: u32, slug: &str, destination: &str) -> Target {
    let row = TargetRow {
        num,
        slug: slug.to_owned(),
        destination: destination.to_owned(),
        ..TargetRow::default()
    };
    Target::from_row(&row, domain).expect("a target")
}

fn limited(num: i64, slug: &str) -> Target {
    let row = TargetRow {
        num,
        slug: slug.to_owned(),
        destination: "https://example.com/limited".to_owned(),
        max_visits: Some(3),
        ..TargetRow::default()
    };
    Target::from_row(&row, 0).expect("a target")
}

#[test]
fn a_link_comes_back_as_stored_and_per_domain() {
    let cache = SlugCache::new(100);
    cache.insert(&target(1, 0, "abc", "https://example.com/a"));
    cache.insert(&target(2, 1, "abc", "https://bücher.example/b"));
    let zero = cache.get(0, "abc").expect("cached");
    assert_eq!((zero.num(), zero.domain()), (1, 0));
    assert_eq!(zero.location(), "https://example.com/a");
    let one = cache.get(1, "abc").expect("cached");
    assert_eq!(one.num(), 2);
    assert_eq!(one.location(), "https://xn--bcher-kva.example/b");
    assert_eq!(one.destination(), "https://bücher.example/b");
    assert_eq!(one.slug(), "abc");
    assert!(cache.get(2, "abc").is_none());
    assert!(cache.get(0, "abcd").is_none());
    assert!(cache.contains(1, "abc"));
    assert_eq!(cache.len(), 2);
}

#[test]
fn every_copy_of_a_link_shares_its_controls() {
    let cache = SlugCache::new(100);
    cache.insert(&limited(5, "lim"));
    let first = cache.get(0, "lim").expect("cached");
    let second = cache.get(0, "lim").expect("cached");
    let (a, b) = (
        first.shared_controls().expect("controls"),
        second.shared_controls().expect("controls"),
    );
    assert!(Arc::ptr_eq(a, b));
    assert_eq!(a.max_visits, Some(3));
    // Replaced by a plain link, the controls go.
    cache.insert(&target(5, 0, "lim", "https://example.com/plain"));
    let plain = cache.get(0, "lim").expect("cached");
    assert!(plain.controls().is_none());
    assert_eq!(Arc::strong_count(a), 2, "only the two copies hold them");
}

#[test]
fn a_replaced_or_removed_link_is_gone_and_its_text_reclaimed() {
    let cache = SlugCache::new(1000);
    for num in 0..50 {
        cache.insert(&target(
            num,
            0,
            &format!("s{num}"),
            "https://example.com/first",
        ));
    }
    let settled = cache.heap_bytes();
    for round in 0..200 {
        for num in 0..50 {
            let destination = format!("https://example.com/round/{round}/{num}");
            cache.insert(&target(num, 0, &format!("s{num}"), &destination));
        }
    }
    assert_eq!(cache.len(), 50);
    for num in 0..50 {
        let link = cache.get(0, &format!("s{num}")).expect("cached");
        assert_eq!(
            link.location(),
            format!("https://example.com/round/199/{num}")
        );
    }
    // 10,000 replacements later the shard holds about its live text.
    assert!(
        cache.heap_bytes() < settled + 16 * 1024,
        "{} vs {settled}",
        cache.heap_bytes()
    );
    for num in 0..25 {
        cache.remove(0, &format!("s{num}"));
    }
    assert_eq!(cache.len(), 25);
    assert!(cache.get(0, "s3").is_none());
    assert!(!cache.contains(0, "s3"));
    assert!(cache.get(0, "s30").is_some());
    // Freed slots serve the next links.
    for num in 100..125 {
        cache.insert(&target(num, 0, &format!("t{num}"), "https://example.com/t"));
    }
    assert_eq!(cache.len(), 50);
    cache.clear();
    assert!(cache.is_empty());
    assert!(cache.get(0, "s30").is_none());
}

#[test]
fn a_full_cache_evicts_links_not_used_since_the_hand_passed() {
    // One shard (below MIN_SHARD_LINKS), so the bound is exact.
    let cache = SlugCache::new(100);
    for num in 0..100 {
        cache.insert(&target(num, 0, &format!("s{num}"), "https://example.com/"));
    }
    assert_eq!(cache.len(), 100);
    for num in 0..10 {
        assert!(cache.get(0, &format!("s{num}")).is_some());
    }
    for num in 100..150 {
        cache.insert(&target(num, 0, &format!("s{num}"), "https://example.com/"));
    }
    assert_eq!(cache.len(), 100);
    for num in 0..10 {
        assert!(
            cache.contains(0, &format!("s{num}")),
            "used link s{num} kept"
        );
    }
    for num in 100..150 {
        assert!(
            cache.contains(0, &format!("s{num}")),
            "new link s{num} kept"
        );
    }
    let old_kept = (10..100)
        .filter(|num| cache.contains(0, &format!("s{num}")))
        .count();
    assert_eq!(old_kept, 40, "the 50 evicted were unused old links");
}

#[test]
fn no_shard_holds_more_than_its_part_whatever_is_inserted() {
    let cache = SlugCache::new(5_000);
    for num in 0..40_000 {
        cache.insert(&target(
            num,
            (num % 3) as u32,
            &format!("k{num}"),
            "https://example.com/x",
        ));
        if num % 7 == 0 {
            cache.remove(0, &format!("k{}", num / 2));
        }
    }
    let shards = cache.shards.len();
    assert!(cache.len() <= 5_000usize.div_ceil(shards) * shards);
    assert!(cache.len() > 4_000, "{}", cache.len());
    // Every link still cached answers with its own number.
    for num in 30_000..40_000 {
        if let Some(link) = cache.get((num % 3) as u32, &format!("k{num}")) {
            assert_eq!(link.num(), num);
        }
    }
}

#[test]
fn readers_and_writers_at_once_see_whole_links() {
    // Fewer than the links written, so writers evict as they go.
    let cache = SlugCache::new(1_500);
    std::thread::scope(|scope| {
        for writer in 0..2_i64 {
            let cache = &cache;
            scope.spawn(move || {
                for round in 0..20_i64 {
                    for num in 0..1_000 {
                        let destination = format!("https://example.com/{num}/{round}");
                        cache.insert(&target(num, 0, &format!("w{num}"), &destination));
                        if (num + round + writer) % 11 == 0 {
                            cache.remove(0, &format!("w{num}"));
                        }
                    }
                }
            });
        }
        for _ in 0..2 {
            let cache = &cache;
            scope.spawn(move || {
                for _ in 0..20 {
                    for num in 0..1_000_i64 {
                        if let Some(link) = cache.get(0, &format!("w{num}")) {
                            assert_eq!(link.num(), num);
                            assert_eq!(link.slug(), format!("w{num}"));
                            assert!(link
                                .location()
                                .starts_with(&format!("https://example.com/{num}/")));
                        }
                    }
                }
            });
        }
    });
    assert!(cache.len() <= 1_500);
    assert_eq!(cache.room.links(), cache.len());
}
