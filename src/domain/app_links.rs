//! A short domain's app links (docs/domains.md#app-links): the two files
//! that tie a domain to a mobile app, so that its short links open in the
//! app, served from the domain's root as their owners wrote them. Without
//! them these paths are no link's (a slug never starts with a dot).

use serde_json::Value;

/// The largest file accepted, in bytes of compact JSON (Apple reads at
/// most 128 KB; Android's are a few hundred bytes).
pub const MAX_APP_LINKS_BYTES: usize = 64 * 1024;

/// Which of the two files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppLinksFile {
    /// Apple's universal links: a JSON object.
    AppleAppSiteAssociation,
    /// Android's app links (Digital Asset Links): a JSON array.
    AssetLinks,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("invalid app links file")]
pub struct AppLinksError(pub AppLinksFile);

impl AppLinksFile {
    pub const ALL: [Self; 2] = [Self::AppleAppSiteAssociation, Self::AssetLinks];

    /// The path the file is served at.
    pub fn path(self) -> &'static str {
        match self {
            Self::AppleAppSiteAssociation => "/.well-known/apple-app-site-association",
            Self::AssetLinks => "/.well-known/assetlinks.json",
        }
    }

    /// The file a request path names, if any.
    pub fn of_path(path: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|file| file.path() == path)
    }

    /// `value` as the file's stored text (compact JSON): an object for
    /// Apple's, an array for Android's, at most [`MAX_APP_LINKS_BYTES`].
    pub fn checked(self, value: &Value) -> Result<String, AppLinksError> {
        let shaped = match self {
            Self::AppleAppSiteAssociation => value.is_object(),
            Self::AssetLinks => value.is_array(),
        };
        let text = value.to_string();
        if !shaped || text.len() > MAX_APP_LINKS_BYTES {
            return Err(AppLinksError(self));
        }
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn each_file_has_its_shape_and_a_size_bound() {
        let apple = AppLinksFile::AppleAppSiteAssociation;
        let android = AppLinksFile::AssetLinks;
        let association = json!({"applinks": {"details": [{"appIDs": ["ABCDE.com.example.app"], "components": [{"/": "/*"}]}]}});
        assert_eq!(
            apple.checked(&association).as_deref(),
            Ok(association.to_string().as_str())
        );
        let statements = json!([{"relation": ["delegate_permission/common.handle_all_urls"],
            "target": {"namespace": "android_app", "package_name": "com.example.app",
                       "sha256_cert_fingerprints": ["AB:CD"]}}]);
        assert!(android.checked(&statements).is_ok());
        assert_eq!(apple.checked(&statements), Err(AppLinksError(apple)));
        assert_eq!(android.checked(&association), Err(AppLinksError(android)));
        for wrong in [json!("text"), json!(1), json!(null)] {
            assert!(apple.checked(&wrong).is_err());
            assert!(android.checked(&wrong).is_err());
        }
        let padding = "x".repeat(MAX_APP_LINKS_BYTES);
        assert!(apple.checked(&json!({ "a": padding })).is_err());
        assert!(android.checked(&json!([padding])).is_err());
    }

    #[test]
    fn paths_name_their_files_exactly() {
        for file in AppLinksFile::ALL {
            assert_eq!(AppLinksFile::of_path(file.path()), Some(file));
        }
        for other in [
            "/.well-known/assetlinks",
            "/.well-known/apple-app-site-association.json",
            "/apple-app-site-association",
            "/.well-known/ASSETLINKS.json",
        ] {
            assert_eq!(AppLinksFile::of_path(other), None, "{other}");
        }
    }
}
