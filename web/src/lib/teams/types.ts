// Teams (`TeamView` in the OpenAPI document, docs/teams.md), shared by the teams page and the
// links it owns: the links list switches to a team, the create form puts a link in one, and a
// link's menu moves it. Times are ISO 8601 strings, as the API sends them.

/** What a member may do: viewers see the team's links, editors change them, managers the team. */
export const TEAM_ROLES = ['viewer', 'editor', 'manager'] as const;

export type TeamRole = (typeof TEAM_ROLES)[number];

export interface Team {
  id: string;
  name: string;
  createdAt: string;
  members: number;
  links: number;
  /** The caller's role; null for the owner and admins who are no members (they manage it all). */
  role: TeamRole | null;
  /**
   * The only short domains the team's links may be on (docs/teams.md#domains), chosen by the
   * owner and admins; null: not limited, the usual domain rules apply. An empty list: its last
   * domain was removed, and its links may go nowhere until an admin chooses again.
   */
  domains: TeamDomain[] | null;
}

/** A domain a team is limited to. */
export interface TeamDomain {
  /** The domain's id, as GET /api/domains lists it ("default" for the default domain). */
  id: string;
  /** Its host as people read it (Unicode); empty for a default domain without DOMAIN. */
  host: string;
}

/** The team a link belongs to, as the link view names it. */
export interface TeamRef {
  id: string;
  name: string;
}
