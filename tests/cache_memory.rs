//! What one cached link costs in memory (docs/capacity.md): the slug cache
//! is filled with links shaped like the bench's (10-character slugs,
//! 37-character destinations) and its heap is measured by a counting
//! allocator, as glibc's malloc holds it: each block rounded up to its
//! 16-byte chunk with the chunk's 8-byte header. One test alone in its
//! binary, so nothing else allocates meanwhile.

use linkhop::redirects::{SlugCache, Target};
use linkhop::store::TargetRow;
use rand::Rng;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

/// Bytes in malloc chunks allocated and not yet freed.
static LIVE: AtomicIsize = AtomicIsize::new(0);

/// glibc's chunk for a request of `size` bytes: the size plus an 8-byte
/// header, rounded up to 16, at least 32. Blocks of 1 MiB and more are
/// mapped pages (memory::return_large_buffers), resident as touched.
fn chunk(size: usize) -> isize {
    if size >= 1024 * 1024 {
        return size as isize;
    }
    ((size + 8 + 15) & !15).max(32) as isize
}

struct Counting;

// SAFETY: every call is passed on to the system allocator unchanged; only
// the sizes are counted.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            LIVE.fetch_add(chunk(layout.size()), Ordering::Relaxed);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) };
        LIVE.fetch_sub(chunk(layout.size()), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let moved = unsafe { System.realloc(pointer, layout, size) };
        if !moved.is_null() {
            LIVE.fetch_add(chunk(size) - chunk(layout.size()), Ordering::Relaxed);
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

fn row(num: i64, rng: &mut impl Rng) -> TargetRow {
    let slug: String = (0..10)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect();
    TargetRow {
        num,
        id: uuid::Uuid::new_v4().to_string(),
        domain_id: "default".to_owned(),
        slug,
        destination: format!("https://example.com/{}/{}", 500_000 + num, rng.gen::<u32>()),
        ..TargetRow::default()
    }
}

#[test]
fn a_cached_plain_link_costs_at_most_180_bytes() {
    const LINKS: usize = 200_000;
    let mut rng = rand::thread_rng();
    // Room to spare: a shard that fills up evicts before the whole does.
    let cache = SlugCache::new(LINKS * 2);
    let before = LIVE.load(Ordering::Relaxed);
    let mut text = 0;
    for num in 0..LINKS as i64 {
        let row = row(num, &mut rng);
        text += row.slug.len() + row.destination.len();
        let target = Target::from_row(&row, 0).expect("a destination a header can carry");
        cache.insert(target);
    }
    let held = LIVE.load(Ordering::Relaxed) - before;
    assert_eq!(cache.len(), LINKS);
    let tables = cache.table_bytes() as f64 / LINKS as f64;
    let per_link = held as f64 / LINKS as f64;
    let text_per_link = text as f64 / LINKS as f64;
    println!(
        "{LINKS} cached links: {per_link:.1} bytes each in malloc chunks: {tables:.1} in the cache's tables, the rest in the entries, of which {text_per_link:.1} bytes of slug and destination"
    );
    assert!(
        per_link <= 180.0,
        "{per_link:.1} bytes per cached link ({text_per_link:.1} of text)"
    );
    // What was counted is what the cache holds: emptied, it gives it back
    // (its tables' capacity aside).
    cache.clear();
    let left = LIVE.load(Ordering::Relaxed) - before;
    assert!(
        (left as f64) < held as f64 * 0.6,
        "{left} bytes left of {held} after clearing"
    );
}
