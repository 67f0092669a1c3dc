export declare function readCmsEnv(): Record<string, string>
export declare function cmsEnv(name: string): string
export declare function adminSession(cmsUrl: string): Promise<string>
