"""The API's OpenAPI document, printed without starting a server: `python -m api.openapi`.

`npm run api-types` turns it into the web app's types (`web/src/api/schema.gen.ts`). A module of
its own, above the app it describes, so that nothing else imports the whole app to print it.
"""

import json

from api.main import create_app

if __name__ == "__main__":
    print(json.dumps(create_app().openapi(), indent=2))
