//! What one cached link costs in memory (docs/capacity.md): the slug cache
//! is filled with links shaped like the bench's (10-character slugs,
//! 37-character destinations) and its heap is measured by a counting
//! allocator, as glibc's malloc holds it: each block rounded up to its
//! 16-byte chunk with the chunk's 8-byte header. Then every link is
//! replaced, twice, which leaves dead text behind until a shard rewrites
//! its buffer. One test alone in its binary, so nothing else allocates
//! meanwhile.

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

fn slug(rng: &mut impl Rng) -> String {
    (0..10)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect()
}

fn row(num: i64, slug: &str, rng: &mut impl Rng) -> TargetRow {
    TargetRow {
        num,
        id: uuid::Uuid::new_v4().to_string(),
        domain_id: "default".to_owned(),
        slug: slug.to_owned(),
        destination: format!("https://example.com/{}/{}", 500_000 + num, rng.gen::<u32>()),
        ..TargetRow::default()
    }
}

#[test]
fn a_cached_plain_link_costs_at_most_100_bytes() {
    const LINKS: usize = 200_000;
    let mut rng = rand::thread_rng();
    // Room to spare: a shard that fills up evicts before the whole does.
    let cache = SlugCache::new(LINKS * 2);
    let slugs: Vec<String> = (0..LINKS).map(|_| slug(&mut rng)).collect();
    let before = LIVE.load(Ordering::Relaxed);
    let mut text = 0;
    for (num, slug) in (0..).zip(&slugs) {
        let row = row(num, slug, &mut rng);
        text += row.slug.len() + row.destination.len();
        let target = Target::from_row(&row, 0).expect("a destination a header can carry");
        cache.insert(&target);
    }
    let held = LIVE.load(Ordering::Relaxed) - before;
    assert_eq!(cache.len(), LINKS);
    let tables = cache.heap_bytes() as f64 / LINKS as f64;
    let per_link = held as f64 / LINKS as f64;
    let text_per_link = text as f64 / LINKS as f64;
    println!(
        "{LINKS} cached links: {per_link:.1} bytes each in malloc chunks ({tables:.1} by the cache's own count of its buffers), of which {text_per_link:.1} bytes of slug and destination"
    );
    assert!(
        per_link <= 100.0,
        "{per_link:.1} bytes per cached link ({text_per_link:.1} of text)"
    );
    // The cache's own count of its buffers agrees with the allocator's.
    assert!(
        (tables - per_link).abs() < 8.0,
        "{tables:.1} counted by the cache"
    );
    // Edited links leave their old text behind until it outweighs the
    // live text: at worst about one more text per link.
    let mut worst = 0;
    for _ in 0..2 {
        for (num, slug) in (0..).zip(&slugs) {
            let row = row(num, slug, &mut rng);
            let target = Target::from_row(&row, 0).expect("a destination a header can carry");
            cache.insert(&target);
            if num % 1000 == 0 {
                worst = worst.max(LIVE.load(Ordering::Relaxed) - before);
            }
        }
    }
    assert_eq!(cache.len(), LINKS);
    let worst_per_link = worst as f64 / LINKS as f64;
    println!("while every link was replaced twice: at most {worst_per_link:.1} bytes each");
    assert!(
        worst_per_link <= per_link + text_per_link * 1.25 + 8.0,
        "{worst_per_link:.1} bytes per link while links were replaced"
    );
    // What was counted is what the cache holds: emptied, it gives it back.
    cache.clear();
    let left = LIVE.load(Ordering::Relaxed) - before;
    assert!(
        (left as f64) < held as f64 * 0.05,
        "{left} bytes left of {held} after clearing"
    );
}
