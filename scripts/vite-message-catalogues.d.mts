import type { Plugin } from 'vite'

export declare function messageCatalogues(options: { manifestFileName: string }): Plugin
