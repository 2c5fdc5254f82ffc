//! Allocator settings: large buffers go back to the system when freed.
//!
//! Every password check allocates 19 MiB (Argon2). glibc's malloc serves a
//! block that size with mmap at first, but after the first free it raises
//! its mmap threshold and keeps later such blocks in its per-thread arenas,
//! where they stay: under steady logins the process grew by hundreds of MiB.
//! A fixed threshold keeps every block of 1 MiB or more on mmap, returned to
//! the system on free.

/// Fixes glibc's mmap threshold at 1 MiB (a no-op on other C libraries).
pub fn return_large_buffers() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes allocator parameters; it takes the
        // allocator's own locks and is safe to call at any time.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 1024 * 1024);
        }
    }
}

/// Gives the free pages inside the allocator's heaps back to the system
/// (a no-op on other C libraries). Freed small blocks stay in glibc's heaps
/// otherwise, so a burst's peak (a preload of a million links, the summary
/// window of a busy minute) would stay in the resident size for good.
/// It walks every heap under its lock: called after a burst, not per request.
pub fn return_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: malloc_trim only releases free memory; it takes the
        // allocator's own locks and is safe to call at any time.
        unsafe {
            libc::malloc_trim(0);
        }
    }
}
