// The migrations are embedded at compile time (`sqlx::migrate!`) and so is
// the dashboard build (`web/dist`, rust-embed): rebuild when either changes,
// which the compiler alone does not notice for a folder that was missing or
// a file that was added. Without web/dist the binary serves a page saying so.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=web/dist");
}
