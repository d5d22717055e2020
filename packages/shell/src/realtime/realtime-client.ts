// Loaded on demand by RealtimeConnection: socket.io-client stays out of the first download and guests never fetch it.
export { createRealtimeClient } from "@casino/api-client/realtime";
