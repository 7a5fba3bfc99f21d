/**
 * N identical server instances on one database behind the deploy nginx
 * config: what the deploy test checks and the cluster bench measures.
 */
import { freePort, startPortalServer, type BenchDatabase, type RunningServer } from './load-server';
import { startNginx, type RunningNginx } from './nginx-config';

export interface Cluster {
  /** nginx's address: every request of a test or bench goes here. */
  baseUrl: string;
  servers: RunningServer[];
  /** host:port of each instance, as nginx's $upstream_addr names it. */
  addresses: string[];
  nginx: RunningNginx;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** Preferred ports: nginx takes the first two free ones (HTTP, HTTPS), then the instances. */
  ports?: number[];
  /** Added to every instance's environment (DEMO_MODE, TRUST_PROXY...). */
  env?: Record<string, string>;
}

/**
 * Starts the instances at the same time (their migrate and seed race, as a
 * rolling deploy's would), then nginx in front once all answer. Whatever
 * started is stopped again when a later step fails.
 */
export async function startCluster(db: BenchDatabase, options: ClusterOptions): Promise<Cluster> {
  const preferred = options.ports ?? [];
  const nginxPort = await freePort(preferred);
  const tlsPort = await freePort(preferred.filter((p) => p !== nginxPort));
  const ports: number[] = [];
  for (let i = 0; i < options.instances; i += 1) {
    ports.push(await freePort(preferred.filter((p) => p !== nginxPort && p !== tlsPort && !ports.includes(p))));
  }
  const started = await Promise.allSettled(
    ports.map((port) =>
      startPortalServer(db, port, {
        // nginx connects from this machine; links point at nginx, the only public address.
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_ORIGIN: `http://127.0.0.1:${nginxPort}`,
        ...options.env,
      }),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const cleanUp = async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await cleanUp();
    throw failed.reason;
  }
  const addresses = ports.map((p) => `127.0.0.1:${p}`);
  let nginx: RunningNginx;
  try {
    nginx = await startNginx({ port: nginxPort, tlsPort, instances: addresses });
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    baseUrl: nginx.baseUrl,
    servers,
    addresses,
    nginx,
    stop: async () => {
      await nginx.stop();
      await cleanUp();
    },
  };
}
