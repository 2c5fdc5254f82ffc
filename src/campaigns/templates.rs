//! Saved campaign parameters: named sets of UTM values per account.

use crate::domain::time::now_millis;
use crate::domain::utm::Utm;
use crate::store::{Store, StoreError, UtmTemplateRecord};

/// Templates one account may keep.
pub const MAX_TEMPLATES_PER_ACCOUNT: i64 = 100;
/// Characters of a template's name.
pub const MAX_TEMPLATE_NAME_CHARS: usize = 100;

#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    /// Empty, too long, or with control characters.
    #[error("invalid template name")]
    InvalidName,
    /// A value breaks the UTM rule, or none is given.
    #[error("invalid template values")]
    InvalidValues,
    /// The account has a template of that name.
    #[error("template name taken")]
    NameTaken,
    #[error("too many templates")]
    TooMany,
    /// No template with this id is the caller's.
    #[error("template not found")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A template as read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UtmTemplate {
    pub id: String,
    pub name: String,
    pub utm: Utm,
    pub created_at: i64,
    pub updated_at: i64,
}

impl UtmTemplate {
    fn of(record: UtmTemplateRecord) -> Self {
        Self {
            utm: serde_json::from_str(&record.utm).unwrap_or_default(),
            id: record.id,
            name: record.name,
            created_at: record.created_at,
            updated_at: record.updated_at,
        }
    }
}

/// What a template is asked to be; `None` keeps a value in an edit.
#[derive(Debug, Clone, Default)]
pub struct TemplateInput {
    pub name: Option<String>,
    pub utm: Option<Utm>,
}

/// The service, borrowed for one request.
pub struct UtmTemplates<'a> {
    store: &'a Store,
}

fn checked_name(name: &str) -> Result<String, TemplateError> {
    let name = name.trim();
    if name.is_empty()
        || name.chars().count() > MAX_TEMPLATE_NAME_CHARS
        || name.chars().any(char::is_control)
    {
        return Err(TemplateError::InvalidName);
    }
    Ok(name.to_owned())
}

/// The values as stored: checked, at least one given.
fn checked_values(utm: Utm) -> Result<String, TemplateError> {
    let utm = utm
        .checked()
        .map_err(|_| TemplateError::InvalidValues)?
        .ok_or(TemplateError::InvalidValues)?;
    serde_json::to_string(&utm).map_err(|_| TemplateError::InvalidValues)
}

fn taken(error: StoreError) -> TemplateError {
    match error {
        StoreError::Conflict => TemplateError::NameTaken,
        other => other.into(),
    }
}

impl<'a> UtmTemplates<'a> {
    pub fn new(store: &'a Store) -> Self {
        Self { store }
    }

    pub async fn list(&self, account_id: &str) -> Result<Vec<UtmTemplate>, TemplateError> {
        let records = self.store.list_utm_templates(account_id).await?;
        Ok(records.into_iter().map(UtmTemplate::of).collect())
    }

    /// The caller's template `id`; another account's is not found.
    pub async fn find(&self, account_id: &str, id: &str) -> Result<UtmTemplate, TemplateError> {
        match self.store.find_utm_template(id).await? {
            Some(record) if record.account_id == account_id => Ok(UtmTemplate::of(record)),
            _ => Err(TemplateError::NotFound),
        }
    }

    pub async fn create(
        &self,
        account_id: &str,
        name: &str,
        utm: Utm,
    ) -> Result<UtmTemplate, TemplateError> {
        let now = now_millis();
        let record = UtmTemplateRecord {
            id: uuid::Uuid::new_v4().to_string(),
            account_id: account_id.to_owned(),
            name: checked_name(name)?,
            utm: checked_values(utm)?,
            created_at: now,
            updated_at: now,
        };
        let inserted = self
            .store
            .insert_utm_template(&record, MAX_TEMPLATES_PER_ACCOUNT)
            .await
            .map_err(taken)?;
        if !inserted {
            return Err(TemplateError::TooMany);
        }
        Ok(UtmTemplate::of(record))
    }

    /// Renames template `id` or replaces its values.
    pub async fn update(
        &self,
        account_id: &str,
        id: &str,
        input: TemplateInput,
    ) -> Result<UtmTemplate, TemplateError> {
        let current = self.find(account_id, id).await?;
        let name = checked_name(input.name.as_deref().unwrap_or(&current.name))?;
        let utm = checked_values(input.utm.unwrap_or(current.utm))?;
        match self
            .store
            .update_utm_template(id, &name, &utm, now_millis())
            .await
        {
            Ok(()) => {}
            Err(StoreError::NotFound) => return Err(TemplateError::NotFound),
            Err(other) => return Err(taken(other)),
        }
        self.find(account_id, id).await
    }

    pub async fn delete(&self, account_id: &str, id: &str) -> Result<UtmTemplate, TemplateError> {
        let template = self.find(account_id, id).await?;
        match self.store.delete_utm_template(id).await {
            Ok(()) => Ok(template),
            Err(StoreError::NotFound) => Err(TemplateError::NotFound),
            Err(other) => Err(other.into()),
        }
    }
}
