// The migrations are embedded at compile time (`sqlx::migrate!`): rebuild
// when one is added or changed, which the compiler alone does not notice.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
