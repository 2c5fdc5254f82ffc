//! The files Linkhop creates hold password hashes and TOTP secrets
//! (issue 18, item 11): the SQLite database and its `-wal`/`-shm` files are
//! created `0600`, the folders `0700`, whatever the umask allows others.

#![cfg(unix)]

use linkhop::store::Store;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path)
        .expect("metadata")
        .permissions()
        .mode()
        & 0o777
}

#[tokio::test]
async fn the_database_and_its_folders_are_private() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let nested = data.join("db");
    let file = nested.join("linkhop.db");
    let store = Store::connect(&format!("sqlite://{}", file.display()))
        .await
        .expect("connect");
    store.migrate().await.expect("migrate");
    for folder in [&data, &nested] {
        assert_eq!(mode(folder), 0o700, "{}", folder.display());
    }
    for name in ["linkhop.db", "linkhop.db-wal", "linkhop.db-shm"] {
        assert_eq!(mode(&nested.join(name)), 0o600, "{name}");
    }
    store.close().await;
}

#[tokio::test]
async fn the_data_folder_is_private_unless_it_exists() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The data folder the server creates is private too.
    let data_dir = dir.path().join("server-data");
    linkhop::store::create_private_dir(&data_dir).expect("create");
    assert_eq!(mode(&data_dir), 0o700);
    // An existing folder keeps its mode.
    let shared = dir.path().join("shared");
    std::fs::create_dir(&shared).expect("create");
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    linkhop::store::create_private_dir(&shared).expect("exists");
    assert_eq!(mode(&shared), 0o755);
}

/// Issue 30, item 9: the folder uploads are spooled to was created `0755`,
/// so anyone on the machine could list the uploads waiting there.
#[tokio::test]
async fn the_uploads_folder_is_private() {
    let app = crate::helpers::TestApp::spawn().await;
    let user = app.standard_user().await;
    let (status, body) = crate::data_helpers::upload(
        &user,
        "lynx",
        "lynx.json",
        crate::data_helpers::fixture("lynx.json"),
    )
    .await;
    assert_eq!(status, reqwest::StatusCode::OK, "{body}");
    let uploads = linkhop::http::api::import::upload_dir(&app.app);
    assert_eq!(mode(&uploads), 0o700, "{}", uploads.display());
}
