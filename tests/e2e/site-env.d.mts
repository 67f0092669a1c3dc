export declare function siteServerEnv(port: number, overrides?: Record<string, string | undefined>): NodeJS.ProcessEnv
