// A message really sent stays in the e-mail outbox as a record, but without its live links (issue 29):
// the one-time tokens sit in the links' queries, so every link keeps its address and loses its query.
// A copy in D1 is then no way into anyone's account.

/** What a sent link's query becomes in the stored copy. */
export const SENT_QUERY = "?[sent]";

// An http(s) link up to its query, then the query (and fragment) up to the next space, quote or tag.
const LINK_WITH_QUERY = /(https?:\/\/[^\s"'<>?#]*)[?#][^\s"'<>]*/gi;

/** The body with every link's query and fragment replaced by SENT_QUERY. */
export function withoutLiveLinks(body: string): string {
  return body.replace(LINK_WITH_QUERY, `$1${SENT_QUERY}`);
}
