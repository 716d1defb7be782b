// Every Durable Object is reached through this one helper, so every object is created in Asia-Pacific,
// near the learners in Mongolia (ADR 029). Without a hint an object is created near whoever asks for it
// first, and that is not always a learner: the minute cron (it closes prize races) runs in whichever
// Cloudflare data centre has capacity, and an admin or a test may be abroad. A hint only matters at
// creation; an object that exists stays where it is.
const OBJECT_LOCATION: DurableObjectLocationHint = "apac";

/** The object named `name` in `namespace`, created in Asia-Pacific if it does not exist yet. */
export function objectNamed<T extends Rpc.DurableObjectBranded | undefined>(namespace: DurableObjectNamespace<T>, name: string): DurableObjectStub<T> {
  return namespace.get(namespace.idFromName(name), { locationHint: OBJECT_LOCATION });
}
