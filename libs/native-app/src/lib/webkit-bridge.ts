/** What WKWebView injects when the host registers script message handlers. */
export interface WebkitMessageHandler {
  postMessage(message: unknown): void;
}

export interface WebkitBridge {
  messageHandlers?: Record<string, WebkitMessageHandler | undefined>;
}

declare global {
  interface Window {
    webkit?: WebkitBridge;
  }
}
