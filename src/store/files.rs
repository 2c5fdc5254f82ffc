//! The folders and the SQLite file Linkhop creates, private to the user it
//! runs as: the database holds password hashes, API secrets and TOTP
//! secrets. Folders are created `0700`, the database `0600` (SQLite gives
//! its `-wal` and `-shm` files the database's mode). What already exists
//! keeps its mode.

use std::io;
use std::path::Path;

/// Creates `path` and any missing parents, each new one `0700` on Unix.
pub fn create_private_dir(path: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(path)
}

/// Creates an empty file at `path`, `0600` on Unix, unless it exists.
pub(crate) fn create_private_file(path: &Path) -> io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => Ok(()),
        Err(error) => Err(error),
    }
}
