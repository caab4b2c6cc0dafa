// The shopper widgets shared by every template. Each area exports from its own folder.
export {};
