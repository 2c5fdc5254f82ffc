//! The orphan tally's byte bound (docs/STATISTICS.md, "Orphan visits")
//! holds for the heap the tally really uses: a flood of distinct random
//! slugs, as anonymous visitors could send, is measured by a counting
//! allocator. One test alone in its binary, so nothing else allocates
//! meanwhile.

use linkhop::domain::orphan_visits::OrphanKind;
use linkhop::visits::{OrphanTally, ORPHAN_TALLY_BYTES};
use rand::Rng;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

/// Bytes allocated and not yet freed, as requested (the allocator's own
/// rounding aside).
static LIVE: AtomicIsize = AtomicIsize::new(0);

struct Counting;

// SAFETY: every call is passed on to the system allocator unchanged; only
// the sizes are counted.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) };
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let moved = unsafe { System.realloc(pointer, layout, size) };
        if !moved.is_null() {
            LIVE.fetch_add(size as isize - layout.size() as isize, Ordering::Relaxed);
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn live() -> isize {
    LIVE.load(Ordering::Relaxed)
}

#[test]
fn a_flood_of_random_slugs_holds_no_more_heap_than_the_bound() {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_";
    let tally = OrphanTally::new(ORPHAN_TALLY_BYTES, usize::MAX);
    let mut rng = rand::thread_rng();
    let mut slug = String::with_capacity(128);
    let domains = ["default", "0b6f9a52-2f5c-4b8e-9d59-5c1b0f3e0a11"];
    let before = live();
    let mut most = 0;
    for n in 0..300_000 {
        slug.clear();
        for _ in 0..rng.gen_range(4..=100) {
            slug.push(char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]));
        }
        tally.add(
            domains[n % 2],
            20_000,
            OrphanKind::UnknownSlug,
            Some(&slug),
            false,
        );
        most = most.max(live() - before);
    }
    let held = live() - before;
    assert!(tally.dropped() > 0, "the flood reached the bound");
    let bound = ORPHAN_TALLY_BYTES as isize;
    assert!(held <= bound, "{held} bytes held, bound {bound}");
    // A map that grows holds its old and new tables a moment.
    assert!(
        most <= bound + bound / 2,
        "{most} bytes at most, bound {bound}"
    );
    assert!(
        tally.bytes() as isize >= held,
        "the tally counts at least what it holds: {} < {held}",
        tally.bytes()
    );
    // A flush takes the counts; the day's kept slugs stay, and are
    // counted.
    let rows = tally.take(20_000).into_counts();
    assert!(rows.len() > 5_000, "{}", rows.len());
    drop(rows);
    let after = live() - before;
    assert!(
        after <= tally.bytes() as isize,
        "{after} bytes left after the flush, {} counted",
        tally.bytes()
    );
    // Two days later they are forgotten: the heap is back.
    drop(tally.take(20_002));
    let after = live() - before;
    assert!(after < 16 * 1024, "{after} bytes left two days later");
}
