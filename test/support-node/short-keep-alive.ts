// Setup for the projects that run in Node: fetch keeps an idle connection 4 s, and workerd (the sandbox, the built
// worker) closes one after 5 s idle. On a busy machine the client's timer fires late, and a request sent then meets a
// connection the server has just closed: "fetch failed", with nothing wrong in the portal (once in a CI run's soak).
// Idle connections are closed after 1 s instead, well before the server's.
import { Agent, setGlobalDispatcher } from 'undici'

setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }))
