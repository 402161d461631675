/**
 * The inspector's machinery behind {@link dev.pulse.ecs.inspector.Inspector}: its HTTP server,
 * the bridge to the game thread, and the reads of the world the page asks for. <b>Not API.</b>
 * The module does not export this package; some of its types are public only because
 * {@code Inspector}, in the package above, uses them. (On the class path JPMS enforces
 * nothing; the types are still not API, and they change without notice.) A game never calls
 * anything here, so this page has no example.
 *
 * <h2>What lives here, in the order a request meets it</h2>
 * <ul>
 *   <li>{@link dev.pulse.ecs.inspector.server.HttpListener}: a small HTTP/1.1 server. One
 *       selector thread accepts connections and reads request heads without blocking, with a
 *       deadline and a connection limit (so a slow or hostile client costs no thread); a few
 *       worker threads answer complete requests
 *       ({@link dev.pulse.ecs.inspector.server.HttpRequest},
 *       {@link dev.pulse.ecs.inspector.server.HttpResponse},
 *       {@link dev.pulse.ecs.inspector.server.MalformedRequestException}).</li>
 *   <li>{@link dev.pulse.ecs.inspector.server.RequestRouter}: the routes (the page's three
 *       static files, in this package's resources, and its three JSON reads) and the refusals:
 *       other methods, other hosts, requests from another site's page.</li>
 *   <li>{@link dev.pulse.ecs.inspector.server.FrameExchange}: hands each read of the world,
 *       a {@link dev.pulse.ecs.inspector.server.GameThreadRead}, to the game thread's next
 *       {@code onFrame()} and the answer back, within the frame's budget; a read that cannot be
 *       served in time fails with a
 *       {@link dev.pulse.ecs.inspector.server.ReadUnavailableException}.</li>
 *   <li>The reads: {@link dev.pulse.ecs.inspector.server.EntityListing} (a page of the entity
 *       list, in steps across frames for large worlds),
 *       {@link dev.pulse.ecs.inspector.server.EntityDetail} (one entity's components), and
 *       {@link dev.pulse.ecs.inspector.server.Sampler}, which records a
 *       {@link dev.pulse.ecs.inspector.server.Sample} of counts and system timings for the
 *       overview and its chart.</li>
 *   <li>The writing: {@link dev.pulse.ecs.inspector.server.ComponentReader} reads a component's
 *       fields by reflection, with bounds on long strings, arrays and collections; what game
 *       code throws meanwhile becomes an error on the page ({@code UserCodeFailure} decides
 *       which few throwables go on to the game loop instead).
 *       {@link dev.pulse.ecs.inspector.server.JsonWriter} escapes for JSON and HTML and makes
 *       invisible characters (bidi controls, zero-width characters) visible.</li>
 * </ul>
 *
 * <h2>Where to read next</h2>
 * {@link dev.pulse.ecs.inspector.Inspector} for the threads, bounds and safety this package
 * implements, as a user sees them.
 */
package dev.pulse.ecs.inspector.server;
