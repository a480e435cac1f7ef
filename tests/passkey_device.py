"""A passkey authenticator in software, for API tests: it answers the server's WebAuthn
options as a browser with a platform authenticator would (packed "none" attestation, ES256,
user present and verified, a counter), producing the JSON @simplewebauthn/browser sends.
The browser tests use Chromium's own virtual authenticator instead."""

import base64
import hashlib
import json
import os
import struct
from dataclasses import dataclass, field
from typing import Any

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Credential:
    credential_id: bytes
    key: ec.EllipticCurvePrivateKey
    rp_id: str
    user_handle: bytes
    sign_count: int = 0


@dataclass
class PasskeyDevice:
    """Holds discoverable credentials, as a phone or a laptop does."""

    origin: str
    credentials: list[Credential] = field(default_factory=list)

    def create(self, options: dict[str, Any]) -> dict[str, Any]:
        rp_id = options["rp"]["id"]
        key = ec.generate_private_key(ec.SECP256R1())
        numbers = key.public_key().public_numbers()
        cose = cbor2.dumps(
            {
                1: 2,
                3: -7,
                -1: 1,
                -2: numbers.x.to_bytes(32, "big"),
                -3: numbers.y.to_bytes(32, "big"),
            }
        )
        credential = Credential(os.urandom(32), key, rp_id, unb64url(options["user"]["id"]))
        self.credentials.append(credential)
        attested = bytes(16) + struct.pack(">H", 32) + credential.credential_id + cose
        auth_data = self._auth_data(rp_id, 0x45, 0) + attested  # UP, UV, AT
        client_data = self._client_data("webauthn.create", options["challenge"])
        attestation = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": auth_data})
        return {
            "id": b64url(credential.credential_id),
            "rawId": b64url(credential.credential_id),
            "type": "public-key",
            "response": {
                "clientDataJSON": b64url(client_data),
                "attestationObject": b64url(attestation),
                "transports": ["internal"],
            },
            "clientExtensionResults": {},
            "authenticatorAttachment": "platform",
        }

    def get(self, options: dict[str, Any], credential: Credential | None = None) -> dict[str, Any]:
        """An assertion by `credential`, or by the first one the options allow."""
        allowed = {d["id"] for d in options.get("allowCredentials", [])}
        if credential is None:
            credential = next(
                c for c in self.credentials if not allowed or b64url(c.credential_id) in allowed
            )
        credential.sign_count += 1
        auth_data = self._auth_data(credential.rp_id, 0x05, credential.sign_count)  # UP, UV
        client_data = self._client_data("webauthn.get", options["challenge"])
        signature = credential.key.sign(
            auth_data + hashlib.sha256(client_data).digest(), ec.ECDSA(hashes.SHA256())
        )
        return {
            "id": b64url(credential.credential_id),
            "rawId": b64url(credential.credential_id),
            "type": "public-key",
            "response": {
                "clientDataJSON": b64url(client_data),
                "authenticatorData": b64url(auth_data),
                "signature": b64url(signature),
                "userHandle": b64url(credential.user_handle),
            },
            "clientExtensionResults": {},
            "authenticatorAttachment": "platform",
        }

    def _auth_data(self, rp_id: str, flags: int, count: int) -> bytes:
        return hashlib.sha256(rp_id.encode()).digest() + bytes([flags]) + struct.pack(">I", count)

    def _client_data(self, kind: str, challenge: str) -> bytes:
        return json.dumps(
            {"type": kind, "challenge": challenge, "origin": self.origin, "crossOrigin": False}
        ).encode()
