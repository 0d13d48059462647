import type { Config } from "@react-router/dev/config";

// bench/floor.ts builds into a temporary folder it names here, so the bench never touches build/.
export default {
  appDirectory: "app",
  buildDirectory: process.env.FLOOR_BUILD_DIRECTORY ?? "build",
  ssr: true,
} satisfies Config;
