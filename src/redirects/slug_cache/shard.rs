//! One shard of the slug cache: its links' records one after another in a
//! single byte buffer, a slot of sixteen bytes per link (its number,
//! domain and where its record starts), and a hash index of slot numbers.
//! A link thus costs its text, a few header bytes, its slot, a bit of
//! index and one byte for eviction: no allocation of its own.
//!
//! Eviction is CLOCK (second chance): a hit marks its slot used, and a
//! full shard's hand passes over used slots, unmarking them, to the first
//! unused one. A replaced or evicted record leaves dead bytes behind, and
//! once they are more than the live ones the buffer is rewritten without
//! them.

use super::super::{Controls, Target};
use super::record::{self, Record};
use hashbrown::HashTable;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// A slot whose link was removed, waiting on the free list.
const FREE: u32 = u32::MAX;

/// Dead bytes below this are never worth a rewrite.
const COMPACT_AT_LEAST: usize = 4096;

#[derive(Clone, Copy)]
struct Slot {
    num: i64,
    /// Where the link's record starts in `text`; [`FREE`] for none.
    at: u32,
    domain: u32,
}

pub(super) struct Shard {
    /// Slot numbers, found by the hash of the link's domain and slug.
    index: HashTable<u32>,
    slots: Vec<Slot>,
    /// Set by a hit, cleared by the eviction hand passing by.
    used: Vec<AtomicBool>,
    text: Vec<u8>,
    /// Slots freed by a removal, used again first.
    free: Vec<u32>,
    /// The controls of the links that have them, by slot.
    controls: HashMap<u32, Arc<Controls>>,
    hand: usize,
    /// Bytes of `text` no slot points at.
    dead: usize,
}

/// The hash of a link's key, as the index and the shards are chosen by.
pub(super) type KeyHash<'h> = &'h dyn Fn(u32, &[u8]) -> u64;

/// The links the whole cache may hold, shared by its shards: a shard
/// takes a new slot only when the whole is below its capacity, and
/// otherwise evicts one of its own links. So the bound is exact, and a
/// shard that the hash gives more links than its share does not evict
/// while others have room.
pub(super) struct Room {
    links: AtomicUsize,
    capacity: usize,
}

impl Room {
    pub fn new(capacity: usize) -> Self {
        Self {
            links: AtomicUsize::new(0),
            capacity: capacity.max(1),
        }
    }

    /// Counts one more link if the cache has room for it.
    fn claim(&self) -> bool {
        self.links
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |links| {
                (links < self.capacity).then_some(links + 1)
            })
            .is_ok()
    }

    /// The links counted.
    #[cfg(test)]
    pub fn links(&self) -> usize {
        self.links.load(Ordering::Acquire)
    }

    /// Counts `links` fewer.
    pub fn give_back(&self, links: usize) {
        self.links.fetch_sub(links, Ordering::AcqRel);
    }
}

impl Shard {
    pub fn new() -> Self {
        Self {
            index: HashTable::new(),
            slots: Vec::new(),
            used: Vec::new(),
            text: Vec::new(),
            free: Vec::new(),
            controls: HashMap::new(),
            hand: 0,
            dead: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.index.len()
    }

    fn record(&self, slot: Slot) -> Option<Record> {
        record::read(&self.text, slot.at as usize)
    }

    fn slug_of(&self, slot: Slot) -> Option<&[u8]> {
        slug_in(&self.text, slot)
    }

    fn find(&self, hash: u64, domain: u32, slug: &[u8]) -> Option<u32> {
        self.index
            .find(hash, |&number| {
                let slot = self.slots[number as usize];
                slot.domain == domain && self.slug_of(slot) == Some(slug)
            })
            .copied()
    }

    /// The link `slug` names on `domain`, copied out; with `touch`, the
    /// hit marks it used.
    pub fn get(&self, hash: u64, domain: u32, slug: &[u8], touch: bool) -> Option<Target> {
        let number = self.find(hash, domain, slug)?;
        if touch {
            let used = &self.used[number as usize];
            // A store only when it changes: hits on a hot link stay reads.
            if !used.load(Ordering::Relaxed) {
                used.store(true, Ordering::Relaxed);
            }
        }
        let slot = self.slots[number as usize];
        let record = self.record(slot)?;
        let controls = match record.controls {
            true => Some(Arc::clone(self.controls.get(&number)?)),
            false => None,
        };
        let text = self.text.get(record.text.clone())?;
        Some(Target::from_parts(
            slot.num,
            slot.domain,
            controls,
            record.layout,
            text,
        ))
    }

    pub fn contains(&self, hash: u64, domain: u32, slug: &[u8]) -> bool {
        self.find(hash, domain, slug).is_some()
    }

    /// Stores `target`, in place of the same link's older entry, in a free
    /// slot or in the slot of the link the eviction hand picks. An entry
    /// whose text would not fit the shard's 32-bit offsets is not kept.
    pub fn insert(&mut self, hash: u64, target: &Target, key_hash: KeyHash<'_>, room: &Room) {
        let (domain, slug) = (target.domain(), target.slug().as_bytes());
        let layout = target.layout();
        let text = target.text_bytes();
        let size = record::size(layout, text);
        let Some(at) = self.text_room(size) else {
            return;
        };
        let existing = self.find(hash, domain, slug);
        let number = match existing {
            Some(number) => {
                self.release_record(number);
                number
            }
            None => match self.take_slot(key_hash, room) {
                Some(number) => number,
                None => return,
            },
        };
        let controls = target.shared_controls();
        record::write(&mut self.text, controls.is_some(), layout, text);
        self.slots[number as usize] = Slot {
            num: target.num(),
            at,
            domain,
        };
        self.used[number as usize].store(false, Ordering::Relaxed);
        if let Some(controls) = controls {
            self.controls.insert(number, Arc::clone(controls));
        }
        if existing.is_none() {
            let (slots, text) = (&self.slots, &self.text);
            self.index.insert_unique(hash, number, |&other| {
                slot_hash(slots, text, other, key_hash)
            });
        }
        self.compact_if_mostly_dead();
    }

    /// Forgets the link `slug` names on `domain`.
    pub fn remove(&mut self, hash: u64, domain: u32, slug: &[u8], room: &Room) {
        let Some(number) = self.find(hash, domain, slug) else {
            return;
        };
        room.give_back(1);
        self.unindex(hash, number);
        self.release_record(number);
        self.slots[number as usize].at = FREE;
        self.free.push(number);
        self.compact_if_mostly_dead();
    }

    /// Where a record of `size` bytes will start, growing the buffer by an
    /// eighth at a time (doubling would leave up to half of it unused);
    /// `None` past the 32-bit offsets.
    fn text_room(&mut self, size: usize) -> Option<u32> {
        let at = u32::try_from(self.text.len()).ok()?;
        u32::try_from(self.text.len().checked_add(size)?).ok()?;
        if self.text.capacity() - self.text.len() < size {
            self.text.reserve_exact(size.max(self.text.len() / 8));
        }
        Some(at)
    }

    /// A slot for a new link: while the cache has room a freed one or a
    /// new one, else the slot of the link the eviction hand picks here.
    fn take_slot(&mut self, key_hash: KeyHash<'_>, room: &Room) -> Option<u32> {
        if room.claim() {
            if let Some(number) = self.free.pop() {
                return Some(number);
            }
            let Ok(number) = u32::try_from(self.slots.len()) else {
                room.give_back(1);
                return None;
            };
            if self.slots.len() == self.slots.capacity() {
                let more = (self.slots.len() / 8).max(16);
                self.slots.reserve_exact(more);
                self.used.reserve_exact(more);
            }
            self.slots.push(Slot {
                num: 0,
                at: FREE,
                domain: 0,
            });
            self.used.push(AtomicBool::new(false));
            return Some(number);
        }
        let victim = self.evictee()?;
        let slot = self.slots[victim as usize];
        let hash = self.slug_of(slot).map(|slug| key_hash(slot.domain, slug))?;
        self.unindex(hash, victim);
        self.release_record(victim);
        Some(victim)
    }

    /// The first slot past the hand not used since the hand last passed.
    fn evictee(&mut self) -> Option<u32> {
        let slots = self.slots.len();
        for _ in 0..slots * 2 {
            let number = self.hand;
            self.hand = (self.hand + 1) % slots;
            if self.slots[number].at != FREE && !self.used[number].swap(false, Ordering::Relaxed) {
                return u32::try_from(number).ok();
            }
        }
        None
    }

    fn unindex(&mut self, hash: u64, number: u32) {
        if let Ok(entry) = self.index.find_entry(hash, |&other| other == number) {
            entry.remove();
        }
    }

    /// Counts the slot's record as dead and lets go of its controls.
    fn release_record(&mut self, number: u32) {
        let slot = self.slots[number as usize];
        if let Some(record) = self.record(slot) {
            self.dead += record.end() - slot.at as usize;
        }
        self.controls.remove(&number);
    }

    /// Rewrites the text without its dead records once they outweigh the
    /// live ones: a shard never holds much more than twice its links' text.
    fn compact_if_mostly_dead(&mut self) {
        if self.dead < COMPACT_AT_LEAST || self.dead * 2 < self.text.len() {
            return;
        }
        let live = self.text.len() - self.dead;
        let mut text = Vec::with_capacity(live + live / 8);
        for slot in self.slots.iter_mut().filter(|slot| slot.at != FREE) {
            let start = slot.at as usize;
            let Some(record) = record::read(&self.text, start) else {
                continue;
            };
            // The new text is never longer than the old, so this fits u32.
            slot.at = text.len() as u32;
            text.extend_from_slice(&self.text[start..record.end()]);
        }
        self.text = text;
        self.dead = 0;
    }

    /// Heap bytes the shard holds, as allocated (capacity, not length).
    pub fn heap_bytes(&self) -> usize {
        self.index.allocation_size()
            + self.slots.capacity() * std::mem::size_of::<Slot>()
            + self.used.capacity()
            + self.text.capacity()
            + self.free.capacity() * 4
            + self.controls.capacity() * (4 + std::mem::size_of::<usize>() + 1)
    }
}

/// The slug of the link in `slot`, as its record in `text` holds it.
fn slug_in(text: &[u8], slot: Slot) -> Option<&[u8]> {
    let record = record::read(text, slot.at as usize)?;
    let start = record.text.start;
    text.get(start + record.layout.slug_at as usize..start + record.layout.destination_at as usize)
}

/// The key hash of the link in slot `number` (for the index's growth).
fn slot_hash(slots: &[Slot], text: &[u8], number: u32, key_hash: KeyHash<'_>) -> u64 {
    let slot = slots[number as usize];
    slug_in(text, slot).map_or(0, |slug| key_hash(slot.domain, slug))
}
