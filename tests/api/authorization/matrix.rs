//! The authorization matrix as data: every endpoint, who may call it and on
//! whose objects, and what each cell expects (see the parent module).

/// Every endpoint of the OpenAPI document; the tables below
/// must cover exactly these.
pub(super) const ENDPOINTS: [&str; 109] = [
    "GET /api",
    "POST /api/auth/login",
    "GET /api/auth/me",
    "DELETE /api/auth/me",
    "POST /api/auth/register",
    "PATCH /api/auth/email",
    "PATCH /api/auth/password",
    "PATCH /api/auth/username",
    "POST /api/auth/newSecret",
    "POST /api/auth/automatic-login",
    "DELETE /api/auth/automatic-login",
    "POST /api/auth/sessions/revoke",
    "GET /api/auth/totp",
    "POST /api/auth/totp",
    "DELETE /api/auth/totp",
    "POST /api/auth/totp/recover",
    "GET /api/link/list",
    "GET /api/link/single",
    "GET /api/link/{id}/qr",
    "POST /api/link/{id}/promote",
    "GET /api/link/{id}/history",
    "POST /api/link/{id}/revert",
    "GET /api/link/deleted",
    "POST /api/link/{id}/restore",
    "POST /api/link/page-card",
    "GET /api/link/{id}/qr/settings",
    "PATCH /api/link/{id}/qr/settings",
    "PUT /api/link/{id}/qr/logo",
    "DELETE /api/link/{id}/qr/logo",
    "GET /api/public/qr/{slug}",
    "GET /api/link",
    "POST /api/link",
    "PATCH /api/link",
    "DELETE /api/link",
    "PATCH /api/link/bulk",
    "POST /api/import",
    "POST /api/export",
    "GET /api/export",
    "POST /api/sharex",
    "GET /api/sharex/config",
    "GET /api/about",
    "GET /api/user/list",
    "POST /api/user",
    "DELETE /api/user",
    "PATCH /api/user/username",
    "PATCH /api/user/email",
    "PATCH /api/user/password",
    "POST /api/user/role",
    "GET /api/openapi.json",
    "GET /api/link/{id}/stats",
    "GET /api/stats",
    "GET /api/public/stats/{slug}",
    "GET /api/link/{id}/visits",
    "GET /api/auth/tokens",
    "POST /api/auth/tokens",
    "DELETE /api/auth/tokens/{id}",
    "GET /api/auth/sessions",
    "DELETE /api/auth/sessions/{id}",
    "POST /api/auth/sessions/end-others",
    "GET /api/auth/policy",
    "PATCH /api/auth/policy",
    "POST /api/user/disable",
    "POST /api/user/enable",
    "PATCH /api/auth/language",
    "GET /api/domains",
    "POST /api/domains",
    "PATCH /api/domains/{id}",
    "DELETE /api/domains/{id}",
    "GET /api/link/tags",
    "PATCH /api/link/tags",
    "DELETE /api/link/tags",
    "GET /api/import/report/{id}",
    "GET /api/domains/{id}/orphan-visits",
    "GET /api/auth/passkeys",
    "POST /api/auth/passkeys",
    "POST /api/auth/passkeys/register/options",
    "PATCH /api/auth/passkeys/{id}",
    "DELETE /api/auth/passkeys/{id}",
    "POST /api/auth/passkeys/login/options",
    "POST /api/auth/passkeys/login",
    "GET /api/auth/oidc/login",
    "GET /api/auth/oidc/callback",
    "POST /api/auth/oidc/code",
    "GET /api/auth/oidc/link",
    "POST /api/auth/oidc/link",
    "DELETE /api/auth/oidc/link",
    "GET /api/webhooks",
    "POST /api/webhooks",
    "GET /api/webhooks/{id}",
    "PATCH /api/webhooks/{id}",
    "DELETE /api/webhooks/{id}",
    "POST /api/webhooks/{id}/secret",
    "GET /api/webhooks/{id}/deliveries",
    "POST /api/webhooks/{id}/deliveries/{delivery}/redeliver",
    "POST /api/webhooks/{id}/test",
    "GET /api/utm-templates",
    "POST /api/utm-templates",
    "PATCH /api/utm-templates/{id}",
    "DELETE /api/utm-templates/{id}",
    "GET /api/audit",
    "GET /api/audit/export",
    "GET /api/teams",
    "POST /api/teams",
    "PATCH /api/teams/{id}",
    "DELETE /api/teams/{id}",
    "GET /api/teams/{id}/members",
    "PUT /api/teams/{id}/members/{account}",
    "DELETE /api/teams/{id}/members/{account}",
    "POST /api/link/{id}/move",
];

/// Endpoints without a target object: one cell per caller (after `|`, an
/// admin's API token holding only the scope named). Registration is
/// open in these worlds; nobody has 2FA on (so TOTP confirm, disable and
/// recovery stop at 412 after authorization).
const PLAIN: &str = "
# endpoint                          anonymous standard admin owner secret | links:read links:write stats:read users:admin
GET /api                            200 200 200 200 200   200 200 200 200
POST /api/auth/login                200 200 200 200 200   200 200 200 200
GET /api/auth/me                    401 200 200 200 200   403 403 403 403
DELETE /api/auth/me                 401 200 200 200 403   403 403 403 403
POST /api/auth/register             200 200 200 200 200   200 200 200 200
PATCH /api/auth/email               401 200 200 200 403   403 403 403 403
PATCH /api/auth/password            401 200 200 200 403   403 403 403 403
PATCH /api/auth/username            401 200 200 200 403   403 403 403 403
POST /api/auth/automatic-login      401 200 200 200 403   403 403 403 403
DELETE /api/auth/automatic-login    401 200 200 200 403   403 403 403 403
POST /api/auth/sessions/revoke      401 200 200 200 403   403 403 403 403
GET /api/auth/totp                  401 200 200 200 403   403 403 403 403
POST /api/auth/totp                 401 412 412 412 403   403 403 403 403
DELETE /api/auth/totp               401 412 412 412 403   403 403 403 403
POST /api/auth/totp/recover         412 412 412 412 412   412 412 412 412
GET /api/link                       200 200 200 200 200   200 200 200 200
POST /api/link                      401 200 200 200 200   403 200 403 403
# Reading a page for a preview card: the address is refused (loopback).
POST /api/link/page-card            401 422 422 422 422   403 422 403 403
# No link has a public code: the public one is not found for anyone.
GET /api/public/qr/{slug}           404 404 404 404 404   404 404 404 404
POST /api/import                    401 200 200 200 200   403 200 403 403
POST /api/sharex                    401 401 401 401 200   403 403 403 403
GET /api/sharex/config              401 200 200 200 200   403 403 403 403
GET /api/about                      200 200 200 200 200   200 200 200 200
GET /api/openapi.json               200 200 200 200 200   200 200 200 200
GET /api/user/list                  401 412 200 200 403   403 403 403 200
POST /api/user                      401 412 200 200 403   403 403 403 200
GET /api/stats                      401 200 200 200 200   403 403 200 403
GET /api/public/stats/{slug}        404 404 404 404 404   404 404 404 404
GET /api/auth/tokens                401 200 200 200 403   403 403 403 403
POST /api/auth/tokens               401 200 200 200 403   403 403 403 403
DELETE /api/auth/tokens/{id}        401 404 404 404 403   403 403 403 403
GET /api/auth/sessions              401 200 200 200 403   403 403 403 403
DELETE /api/auth/sessions/{id}      401 404 404 404 403   403 403 403 403
POST /api/auth/sessions/end-others  401 200 200 200 403   403 403 403 403
GET /api/auth/policy                401 412 412 200 403   403 403 403 403
PATCH /api/auth/policy              401 412 412 200 403   403 403 403 403
PATCH /api/auth/language            401 200 200 200 403   403 403 403 403
GET /api/domains                    401 200 200 200 200   200 403 403 403
POST /api/domains                   401 412 200 200 403   403 403 403 403
PATCH /api/domains/{id}             401 412 200 200 403   403 403 403 403
DELETE /api/domains/{id}            401 412 404 404 403   403 403 403 403
GET /api/link/tags                  401 200 200 200 200   200 403 403 403
GET /api/link/deleted               401 200 200 200 200   200 403 403 403
PATCH /api/link/tags                401 200 200 200 200   403 200 403 403
DELETE /api/link/tags               401 200 200 200 200   403 200 403 403
GET /api/import/report/{id}         401 404 404 404 404   404 403 403 403
GET /api/domains/{id}/orphan-visits 401 412 200 200 412   403 403 200 403
# The export without its format: refused after authorization.
GET /api/audit                      401 412 200 200 403   403 403 403 200
GET /api/audit/export               401 412 400 400 403   403 403 403 400
# Teams: any account creates one; the rest is on a team that does not exist.
GET /api/teams                      401 200 200 200 200   403 403 403 403
POST /api/teams                     401 200 200 200 200   403 403 403 403
PATCH /api/teams/{id}               401 404 404 404 404   403 403 403 403
DELETE /api/teams/{id}              401 404 404 404 404   403 403 403 403
GET /api/teams/{id}/members         401 404 404 404 404   403 403 403 403
PUT /api/teams/{id}/members/{account} 401 404 404 404 404   403 403 403 403
DELETE /api/teams/{id}/members/{account} 401 404 404 404 404   403 403 403 403
# Passkeys need the instance's address (DOMAIN), which these worlds lack.
GET /api/auth/passkeys              401 200 200 200 403   403 403 403 403
POST /api/auth/passkeys             401 412 412 412 403   403 403 403 403
POST /api/auth/passkeys/register/options 401 412 412 412 403   403 403 403 403
PATCH /api/auth/passkeys/{id}       401 404 404 404 403   403 403 403 403
DELETE /api/auth/passkeys/{id}      401 404 404 404 403   403 403 403 403
POST /api/auth/passkeys/login/options 412 412 412 412 412   412 412 412 412
POST /api/auth/passkeys/login       412 412 412 412 412   412 412 412 412
# Single sign-on is off in these worlds.
GET /api/auth/oidc/login            412 412 412 412 412   412 412 412 412
GET /api/auth/oidc/callback         412 412 412 412 412   412 412 412 412
POST /api/auth/oidc/code            412 412 412 412 412   412 412 412 412
GET /api/auth/oidc/link             401 412 412 412 403   403 403 403 403
POST /api/auth/oidc/link            401 412 412 412 403   403 403 403 403
DELETE /api/auth/oidc/link          401 412 412 412 403   403 403 403 403
# Campaign templates are the caller's own: ids name none of the caller's.
GET /api/utm-templates              401 200 200 200 200   200 403 403 403
POST /api/utm-templates             401 200 200 200 200   403 200 403 403
PATCH /api/utm-templates/{id}       401 404 404 404 404   403 404 403 403
DELETE /api/utm-templates/{id}      401 404 404 404 404   403 404 403 403
# Webhooks: the API secret manages them; a token needs webhooks:write,
# which none of these holds. Ids name no webhook of the caller's.
GET /api/webhooks                   401 200 200 200 200   403 403 403 403
POST /api/webhooks                  401 200 200 200 200   403 403 403 403
GET /api/webhooks/{id}              401 404 404 404 404   403 403 403 403
PATCH /api/webhooks/{id}            401 404 404 404 404   403 403 403 403
DELETE /api/webhooks/{id}           401 404 404 404 404   403 403 403 403
POST /api/webhooks/{id}/secret      401 404 404 404 404   403 403 403 403
GET /api/webhooks/{id}/deliveries   401 404 404 404 404   403 403 403 403
POST /api/webhooks/{id}/deliveries/{delivery}/redeliver 401 404 404 404 404   403 403 403 403
POST /api/webhooks/{id}/test        401 404 404 404 404   403 403 403 403
";

/// Endpoints acting on a link or an account. Columns: the caller's own
/// object, another standard account's, another admin's, the owner's, and an
/// authorless link. `.` = no such cell (anonymous owns nothing; the owner's
/// object is the owner's own; accounts are never authorless).
const ON_OBJECTS: &str = "
# endpoint                  caller     own     standard admin  owner  authorless
GET /api/link/list          anonymous  .       401      401    401    401
GET /api/link/list          standard   sees    hidden   hidden hidden hidden
GET /api/link/list          admin      sees    sees     hidden hidden sees
GET /api/link/list          owner      sees    sees     sees   .      sees
GET /api/link/list          secret     sees    hidden   hidden hidden hidden
GET /api/link/single        anonymous  .       401      401    401    401
GET /api/link/single        standard   200     404      404    404    404
GET /api/link/single        admin      200     200      404    404    200
GET /api/link/single        owner      200     200      200    .      200
GET /api/link/single        secret     200     404      404    404    404
GET /api/link/{id}/qr/settings anonymous .     401      401    401    401
GET /api/link/{id}/qr/settings standard 200     404      404    404    404
GET /api/link/{id}/qr/settings admin   200      200      404    404    200
GET /api/link/{id}/qr/settings owner   200      200      200    .      200
GET /api/link/{id}/qr/settings secret  200      404      404    404    404
PATCH /api/link/{id}/qr/settings anonymous .    401      401    401    401
PATCH /api/link/{id}/qr/settings standard 200   403      403    403    403
PATCH /api/link/{id}/qr/settings admin 200      200      403    403    200
PATCH /api/link/{id}/qr/settings owner 200      200      200    .      200
PATCH /api/link/{id}/qr/settings secret 200     403      403    403    403
PUT /api/link/{id}/qr/logo  anonymous  .       401      401    401    401
PUT /api/link/{id}/qr/logo  standard   200     403      403    403    403
PUT /api/link/{id}/qr/logo  admin      200     200      403    403    200
PUT /api/link/{id}/qr/logo  owner      200     200      200    .      200
PUT /api/link/{id}/qr/logo  secret     200     403      403    403    403
DELETE /api/link/{id}/qr/logo anonymous .      401      401    401    401
DELETE /api/link/{id}/qr/logo standard 200     403      403    403    403
DELETE /api/link/{id}/qr/logo admin    200     200      403    403    200
DELETE /api/link/{id}/qr/logo owner    200     200      200    .      200
DELETE /api/link/{id}/qr/logo secret   200     403      403    403    403
GET /api/link/{id}/qr       anonymous  .       401      401    401    401
GET /api/link/{id}/qr       standard   200     404      404    404    404
GET /api/link/{id}/qr       admin      200     200      404    404    200
GET /api/link/{id}/qr       owner      200     200      200    .      200
GET /api/link/{id}/qr       secret     200     404      404    404    404
# The links have no A/B split: a caller allowed to edit one is refused
# at the split (422), after the link's visibility and editability.
POST /api/link/{id}/promote anonymous  .       401      401    401    401
POST /api/link/{id}/promote standard   422     403      403    403    403
POST /api/link/{id}/promote admin      422     422      403    403    422
POST /api/link/{id}/promote owner      422     422      422    .      422
POST /api/link/{id}/promote secret     422     403      403    403    403
GET /api/link/{id}/history  anonymous  .       401      401    401    401
GET /api/link/{id}/history  standard   200     404      404    404    404
GET /api/link/{id}/history  admin      200     200      404    404    200
GET /api/link/{id}/history  owner      200     200      200    .      200
GET /api/link/{id}/history  secret     200     404      404    404    404
# Out of its team (it has none): the caller's own link stays as it is.
POST /api/link/{id}/move    anonymous  .       401      401    401    401
POST /api/link/{id}/move    standard   200     404      404    404    404
POST /api/link/{id}/move    admin      200     200      404    404    200
POST /api/link/{id}/move    owner      200     200      200    .      200
POST /api/link/{id}/move    secret     200     404      404    404    404
POST /api/link/{id}/revert  anonymous  .       401      401    401    401
POST /api/link/{id}/revert  standard   200     403      403    403    403
POST /api/link/{id}/revert  admin      200     200      403    403    200
POST /api/link/{id}/revert  owner      200     200      200    .      200
POST /api/link/{id}/revert  secret     200     403      403    403    403
# Each cell's link is deleted just before it: restoring one is managing it.
POST /api/link/{id}/restore anonymous  .       401      401    401    401
POST /api/link/{id}/restore standard   200     404      404    404    404
POST /api/link/{id}/restore admin      200     200      404    404    200
POST /api/link/{id}/restore owner      200     200      200    .      200
POST /api/link/{id}/restore secret     200     404      404    404    404
PATCH /api/link             anonymous  .       401      401    401    401
PATCH /api/link             standard   200     403      403    403    403
PATCH /api/link             admin      200     200      403    403    200
PATCH /api/link             owner      200     200      200    .      200
PATCH /api/link             secret     200     403      403    403    403
# A bulk edit names its link: one the caller may not edit is refused in
# the answer (200 with the link under `refusals`) and left as it is.
PATCH /api/link/bulk        anonymous  .       401      401    401    401
PATCH /api/link/bulk        standard   changed refused  refused refused refused
PATCH /api/link/bulk        admin      changed changed  refused refused changed
PATCH /api/link/bulk        owner      changed changed  changed .      changed
PATCH /api/link/bulk        secret     changed refused  refused refused refused
DELETE /api/link            anonymous  .       401      401    401    401
DELETE /api/link            standard   200     403      403    403    403
DELETE /api/link            admin      200     200      403    403    200
DELETE /api/link            owner      200     200      200    .      200
DELETE /api/link            secret     200     403      403    403    403
POST /api/export            anonymous  .       401      401    401    401
POST /api/export            standard   sees    hidden   hidden hidden hidden
POST /api/export            admin      sees    sees     hidden hidden sees
POST /api/export            owner      sees    sees     sees   .      sees
POST /api/export            secret     sees    hidden   hidden hidden hidden
GET /api/export             anonymous  .       401      401    401    401
GET /api/export             standard   sees    hidden   hidden hidden hidden
GET /api/export             admin      sees    sees     hidden hidden sees
GET /api/export             owner      sees    sees     sees   .      sees
GET /api/export             secret     sees    hidden   hidden hidden hidden
POST /api/auth/newSecret    anonymous  .       401      401    401    .
POST /api/auth/newSecret    standard   200     403      403    403    .
POST /api/auth/newSecret    admin      200     200      403    403    .
POST /api/auth/newSecret    owner      200     200      200    .      .
POST /api/auth/newSecret    secret     403     403      403    403    .
DELETE /api/user            anonymous  .       401      401    401    .
DELETE /api/user            standard   412     412      412    412    .
DELETE /api/user            admin      403     200      403    403    .
DELETE /api/user            owner      403     200      200    .      .
DELETE /api/user            secret     403     403      403    403    .
PATCH /api/user/username    anonymous  .       401      401    401    .
PATCH /api/user/username    standard   200     403      403    403    .
PATCH /api/user/username    admin      200     200      403    403    .
PATCH /api/user/username    owner      200     200      200    .      .
PATCH /api/user/username    secret     403     403      403    403    .
PATCH /api/user/email       anonymous  .       401      401    401    .
PATCH /api/user/email       standard   200     403      403    403    .
PATCH /api/user/email       admin      200     200      403    403    .
PATCH /api/user/email       owner      200     200      200    .      .
PATCH /api/user/email       secret     403     403      403    403    .
PATCH /api/user/password    anonymous  .       401      401    401    .
PATCH /api/user/password    standard   200     403      403    403    .
PATCH /api/user/password    admin      200     200      403    403    .
PATCH /api/user/password    owner      200     200      200    .      .
PATCH /api/user/password    secret     403     403      403    403    .
POST /api/user/role         anonymous  .       401      401    401    .
POST /api/user/role         standard   412     412      412    412    .
POST /api/user/role         admin      412     412      412    412    .
POST /api/user/role         owner      400     200      200    .      .
POST /api/user/role         secret     403     403      403    403    .
GET /api/link/{id}/stats    anonymous  .       401      401    401    401
GET /api/link/{id}/stats    standard   200     404      404    404    404
GET /api/link/{id}/stats    admin      200     200      404    404    200
GET /api/link/{id}/stats    owner      200     200      200    .      200
GET /api/link/{id}/stats    secret     200     404      404    404    404
GET /api/link/{id}/visits   anonymous  .       401      401    401    401
GET /api/link/{id}/visits   standard   200     404      404    404    404
GET /api/link/{id}/visits   admin      200     200      404    404    200
GET /api/link/{id}/visits   owner      200     200      200    .      200
GET /api/link/{id}/visits   secret     200     404      404    404    404
POST /api/user/disable      anonymous  .       401      401    401    .
POST /api/user/disable      standard   412     412      412    412    .
POST /api/user/disable      admin      403     200      403    403    .
POST /api/user/disable      owner      403     200      200    .      .
POST /api/user/disable      secret     403     403      403    403    .
POST /api/user/enable       anonymous  .       401      401    401    .
POST /api/user/enable       standard   412     412      412    412    .
POST /api/user/enable       admin      403     200      403    403    .
POST /api/user/enable       owner      403     200      200    .      .
POST /api/user/enable       secret     403     403      403    403    .
# An admin's token: the scope that grants the route on every object,
# the others (refused before any object is looked at) on its own.
GET /api/link/list          links:read sees     sees     hidden hidden sees
GET /api/link/list          links:write 403      .        .      .      .
GET /api/link/list          stats:read 403      .        .      .      .
GET /api/link/list          users:admin 403      .        .      .      .
GET /api/link/single        links:read 200      200      404    404    200
GET /api/link/single        links:write 403      .        .      .      .
GET /api/link/single        stats:read 403      .        .      .      .
GET /api/link/single        users:admin 403      .        .      .      .
GET /api/link/{id}/qr/settings links:read 200   200      404    404    200
GET /api/link/{id}/qr/settings links:write 403  .        .      .      .
GET /api/link/{id}/qr/settings stats:read 403   .        .      .      .
GET /api/link/{id}/qr/settings users:admin 403  .        .      .      .
PATCH /api/link/{id}/qr/settings links:read 403 .        .      .      .
PATCH /api/link/{id}/qr/settings links:write 200 200     403    403    200
PATCH /api/link/{id}/qr/settings stats:read 403 .        .      .      .
PATCH /api/link/{id}/qr/settings users:admin 403 .       .      .      .
PUT /api/link/{id}/qr/logo  links:read 403      .        .      .      .
PUT /api/link/{id}/qr/logo  links:write 200     200      403    403    200
PUT /api/link/{id}/qr/logo  stats:read 403      .        .      .      .
PUT /api/link/{id}/qr/logo  users:admin 403     .        .      .      .
DELETE /api/link/{id}/qr/logo links:read 403    .        .      .      .
DELETE /api/link/{id}/qr/logo links:write 200   200      403    403    200
DELETE /api/link/{id}/qr/logo stats:read 403    .        .      .      .
DELETE /api/link/{id}/qr/logo users:admin 403   .        .      .      .
GET /api/link/{id}/qr       links:read 200      200      404    404    200
GET /api/link/{id}/qr       links:write 403      .        .      .      .
GET /api/link/{id}/qr       stats:read 403      .        .      .      .
GET /api/link/{id}/qr       users:admin 403      .        .      .      .
POST /api/link/{id}/move    links:read 403      .        .      .      .
POST /api/link/{id}/move    links:write 200      200      404    404    200
POST /api/link/{id}/move    stats:read 403      .        .      .      .
POST /api/link/{id}/move    users:admin 403      .        .      .      .
POST /api/link/{id}/promote links:read 403      .        .      .      .
POST /api/link/{id}/promote links:write 422      422      403    403    422
POST /api/link/{id}/promote stats:read 403      .        .      .      .
POST /api/link/{id}/promote users:admin 403      .        .      .      .
GET /api/link/{id}/history  links:read 200      200      404    404    200
GET /api/link/{id}/history  links:write 403      .        .      .      .
GET /api/link/{id}/history  stats:read 403      .        .      .      .
GET /api/link/{id}/history  users:admin 403      .        .      .      .
POST /api/link/{id}/revert  links:read 403      .        .      .      .
POST /api/link/{id}/revert  links:write 200      200      403    403    200
POST /api/link/{id}/revert  stats:read 403      .        .      .      .
POST /api/link/{id}/revert  users:admin 403      .        .      .      .
POST /api/link/{id}/restore links:read 403      .        .      .      .
POST /api/link/{id}/restore links:write 200      200      404    404    200
POST /api/link/{id}/restore stats:read 403      .        .      .      .
POST /api/link/{id}/restore users:admin 403      .        .      .      .
PATCH /api/link             links:read 403      .        .      .      .
PATCH /api/link             links:write 200      200      403    403    200
PATCH /api/link             stats:read 403      .        .      .      .
PATCH /api/link             users:admin 403      .        .      .      .
PATCH /api/link/bulk        links:read 403      .        .      .      .
PATCH /api/link/bulk        links:write changed changed  refused refused changed
PATCH /api/link/bulk        stats:read 403      .        .      .      .
PATCH /api/link/bulk        users:admin 403      .        .      .      .
DELETE /api/link            links:read 403      .        .      .      .
DELETE /api/link            links:write 200      200      403    403    200
DELETE /api/link            stats:read 403      .        .      .      .
DELETE /api/link            users:admin 403      .        .      .      .
POST /api/export            links:read sees     sees     hidden hidden sees
POST /api/export            links:write 403      .        .      .      .
POST /api/export            stats:read 403      .        .      .      .
POST /api/export            users:admin 403      .        .      .      .
GET /api/export             links:read sees     sees     hidden hidden sees
GET /api/export             links:write 403      .        .      .      .
GET /api/export             stats:read 403      .        .      .      .
GET /api/export             users:admin 403      .        .      .      .
POST /api/auth/newSecret    links:read 403      .        .      .      .
POST /api/auth/newSecret    links:write 403      .        .      .      .
POST /api/auth/newSecret    stats:read 403      .        .      .      .
POST /api/auth/newSecret    users:admin 403      .        .      .      .
DELETE /api/user            links:read 403      .        .      .      .
DELETE /api/user            links:write 403      .        .      .      .
DELETE /api/user            stats:read 403      .        .      .      .
DELETE /api/user            users:admin 403      200      403    403    .
PATCH /api/user/username    links:read 403      .        .      .      .
PATCH /api/user/username    links:write 403      .        .      .      .
PATCH /api/user/username    stats:read 403      .        .      .      .
PATCH /api/user/username    users:admin 403      .        .      .      .
PATCH /api/user/email       links:read 403      .        .      .      .
PATCH /api/user/email       links:write 403      .        .      .      .
PATCH /api/user/email       stats:read 403      .        .      .      .
PATCH /api/user/email       users:admin 403      .        .      .      .
PATCH /api/user/password    links:read 403      .        .      .      .
PATCH /api/user/password    links:write 403      .        .      .      .
PATCH /api/user/password    stats:read 403      .        .      .      .
PATCH /api/user/password    users:admin 403      .        .      .      .
POST /api/user/role         links:read 403      .        .      .      .
POST /api/user/role         links:write 403      .        .      .      .
POST /api/user/role         stats:read 403      .        .      .      .
POST /api/user/role         users:admin 403      .        .      .      .
GET /api/link/{id}/stats    links:read 403      .        .      .      .
GET /api/link/{id}/stats    links:write 403      .        .      .      .
GET /api/link/{id}/stats    stats:read 200      200      404    404    200
GET /api/link/{id}/stats    users:admin 403      .        .      .      .
GET /api/link/{id}/visits   links:read 403      .        .      .      .
GET /api/link/{id}/visits   links:write 403      .        .      .      .
GET /api/link/{id}/visits   stats:read 200      200      404    404    200
GET /api/link/{id}/visits   users:admin 403      .        .      .      .
POST /api/user/disable      links:read 403      .        .      .      .
POST /api/user/disable      links:write 403      .        .      .      .
POST /api/user/disable      stats:read 403      .        .      .      .
POST /api/user/disable      users:admin 403      200      403    403    .
POST /api/user/enable       links:read 403      .        .      .      .
POST /api/user/enable       links:write 403      .        .      .      .
POST /api/user/enable       stats:read 403      .        .      .      .
POST /api/user/enable       users:admin 403      200      403    403    .
";

const CALLERS: [&str; 9] = [
    "anonymous",
    "standard",
    "admin",
    "owner",
    "secret",
    "links:read",
    "links:write",
    "stats:read",
    "users:admin",
];
const TARGETS: [&str; 5] = ["own", "standard", "admin", "owner", "authorless"];

#[derive(Debug, Clone)]
pub(super) struct Cell {
    pub(super) method: String,
    pub(super) path: String,
    pub(super) caller: &'static str,
    pub(super) target: Option<&'static str>,
    pub(super) expect: String,
}

fn endpoint_of(line: &str) -> (String, String, Vec<&str>) {
    let mut words = line.split_whitespace();
    let method = words.next().expect("method").to_owned();
    let path = words.next().expect("path").to_owned();
    (method, path, words.collect())
}

pub(super) fn cells() -> Vec<Cell> {
    let mut cells = Vec::new();
    for line in PLAIN.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (method, path, values) = endpoint_of(line);
        let values: Vec<&str> = values.into_iter().filter(|v| *v != "|").collect();
        assert_eq!(values.len(), CALLERS.len(), "{line}");
        for (caller, value) in CALLERS.iter().zip(values) {
            cells.push(Cell {
                method: method.clone(),
                path: path.clone(),
                caller,
                target: None,
                expect: value.to_owned(),
            });
        }
    }
    for line in ON_OBJECTS.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (method, path, values) = endpoint_of(line);
        assert_eq!(values.len(), 1 + TARGETS.len(), "{line}");
        let caller = CALLERS
            .iter()
            .find(|c| **c == values[0])
            .unwrap_or_else(|| panic!("unknown caller in {line}"));
        for (target, value) in TARGETS.iter().zip(&values[1..]) {
            if *value != "." {
                cells.push(Cell {
                    method: method.clone(),
                    path: path.clone(),
                    caller,
                    target: Some(target),
                    expect: (*value).to_owned(),
                });
            }
        }
    }
    cells
}
